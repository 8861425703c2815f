/**
 * The OpenImmo import's mapping (issue 32 point 5, decision 064): the export's type table read
 * backwards (and other CRMs' values as their nearest), what Domus refuses, texts per language,
 * and every element without a place listed with its path and reason.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES } from '../core/constants.ts';
import { OPENIMMO_OBJEKTART } from './openimmo-mapping.ts';
import {
  mapOpenImmoDocument,
  mapOpenImmoListing,
  type ImportedListing,
  type XmlElement,
} from './openimmo-import.ts';
import { openImmoKind } from './openimmo-import-details.ts';

/** A tiny element builder: `el('geo', {}, el('ort', {}, 'Bozen'))`. */
function el(
  name: string,
  attributes: Record<string, string> = {},
  ...content: (XmlElement | string)[]
): XmlElement {
  return {
    name,
    attributes,
    children: content.filter((c): c is XmlElement => typeof c !== 'string'),
    text: content.filter((c): c is string => typeof c === 'string').join(''),
  };
}

function immobilie(objektart: XmlElement, ...rest: XmlElement[]): XmlElement {
  return el(
    'immobilie',
    {},
    el('objektkategorie', {}, el('vermarktungsart', { KAUF: '1' }), el('objektart', {}, objektart)),
    el('verwaltung_techn', {}, el('objektnr_extern', {}, 'X-1')),
    ...rest,
  );
}

function mapped(element: XmlElement): ImportedListing {
  const entry = mapOpenImmoListing(element);
  if (!entry.ok) throw new Error(`refused: ${entry.refused.join(', ')}`);
  return entry.listing;
}

describe('OpenImmo import mapping (issue 32 point 5)', () => {
  it('reads every subtype the export writes back as the same subtype', () => {
    for (const category of CATEGORIES) {
      for (const subtype of SUBTYPES[category]) {
        const written = (
          OPENIMMO_OBJEKTART[category] as Record<string, { element: string; value: string }>
        )[subtype]!;
        expect(
          openImmoKind(written.element, written.value),
          `${category}/${subtype}`,
        ).toMatchObject({
          category,
          subtype,
        });
      }
    }
  });

  it('takes other CRMs’ kinds as the nearest subtype, and refuses what Domus has no category for', () => {
    expect(openImmoKind('haus', 'REIHENMITTEL')).toEqual({
      category: 'residential',
      subtype: 'townhouse',
      townhousePosition: 'center',
    });
    expect(openImmoKind('haus', 'DOPPELHAUSHAELFTE')?.subtype).toBe('townhouse');
    expect(openImmoKind('gastgewerbe', 'PENSIONEN')?.subtype).toBe('hotel');
    expect(openImmoKind('wohnung', 'DACHGESCHOSS')?.subtype).toBe('apartment');
    expect(openImmoKind('parken', 'BOOTSLIEGEPLATZ')).toBeUndefined();
    expect(openImmoKind('zimmer', 'ZIMMER')).toBeUndefined();
    const refused = mapOpenImmoListing(immobilie(el('zimmer', { zimmertyp: 'ZIMMER' })));
    expect(refused).toMatchObject({ ok: false, refused: ['admin:imports.refused.type'] });
  });

  it('refuses a listing without objektnr_extern, a deletion and a number seen twice', () => {
    const noRef = el(
      'immobilie',
      {},
      el('objektkategorie', {}, el('objektart', {}, el('wohnung', { wohnungtyp: 'ETAGE' }))),
    );
    expect(mapOpenImmoListing(noRef)).toMatchObject({
      ok: false,
      refused: ['admin:imports.refused.externalRef'],
    });
    const deleted = immobilie(el('wohnung'));
    deleted.children[1]!.children.push(el('aktion', { aktionart: 'DELETE' }));
    expect(mapOpenImmoListing(deleted)).toMatchObject({
      ok: false,
      refused: ['admin:imports.refused.delete'],
    });
    const flat = immobilie(el('wohnung'));
    const entries = mapOpenImmoDocument(el('openimmo', {}, el('anbieter', {}, flat, flat)));
    expect(entries.map((e) => e.ok)).toEqual([true, false]);
    expect(entries[1]).toMatchObject({ refused: ['admin:imports.refused.duplicate'] });
  });

  it('maps prices, areas, rooms and fields, and sells a sale-only category offered for rent', () => {
    const flat = mapped(
      immobilie(
        el('wohnung', { wohnungtyp: 'ETAGE' }),
        el('preise', {}, el('kaufpreis', {}, '250000,50'), el('hausgeld', {}, '100')),
        el(
          'flaechen',
          {},
          el('wohnflaeche', {}, '80'),
          el('anzahl_zimmer', {}, '3'),
          el('anzahl_schlafzimmer', {}, '2'),
        ),
        el(
          'zustand_angaben',
          {},
          el('baujahr', {}, '1980'),
          el('zustand', { zustand_art: 'GEPFLEGT' }),
        ),
      ),
    );
    expect(flat).toMatchObject({
      category: 'residential',
      subtype: 'apartment',
      rent: false,
      price: 250000.5,
      details: {
        nettoArea: 80,
        rooms: { bed: 2, living: 1 },
        fees: 1200,
        constructionYear: 1980,
        condition: 2,
      },
    });
    const land = mapOpenImmoListing(
      el(
        'immobilie',
        {},
        el(
          'objektkategorie',
          {},
          el('vermarktungsart', { MIETE_PACHT: 'true' }),
          el('objektart', {}, el('grundstueck', { grundst_typ: 'WOHNEN' })),
        ),
        el('verwaltung_techn', {}, el('objektnr_extern', {}, 'L-1')),
      ),
    );
    expect(land).toMatchObject({ ok: true, listing: { category: 'buildingland', rent: false } });
    expect(land.ok && land.listing.unmapped).toEqual([
      {
        field: 'objektkategorie/vermarktungsart',
        key: 'admin:imports.unmapped.saleOnly',
        value: 'MIETE_PACHT',
      },
    ]);
  });

  it('lists each element without a place, and each value the category refuses, by path and reason', () => {
    const listing = mapped(
      immobilie(
        el('wohnung'),
        el('preise', {}, el('kaufpreis', {}, '1'), el('provisionsnetto', {}, '3,57')),
        el('flaechen', {}, el('wohnflaeche', {}, '-5')),
        el('ausstattung', {}, el('kamin', {}, 'true'), el('sauna', {}, 'false')),
        el('kontaktperson', {}, el('name', {}, 'Huber')),
        el(
          'anhaenge',
          {},
          el(
            'anhang',
            { location: 'REMOTE', gruppe: 'BILD' },
            el('daten', {}, el('pfad', {}, 'https://x.example/a.jpg')),
          ),
          el('anhang', { gruppe: 'ANBIETERLOGO' }, el('daten', {}, el('pfad', {}, 'logo.png'))),
        ),
      ),
    );
    expect(listing.unmapped.map((u) => [u.field, u.key.split('.').pop()])).toEqual([
      ['flaechen/wohnflaeche', 'value'],
      ['anhaenge/anhang[1]', 'remoteMedia'],
      ['anhaenge/anhang[2]', 'mediaKind'],
      ['preise/provisionsnetto', 'noField'],
      ['ausstattung/kamin', 'noField'],
      ['kontaktperson', 'noField'],
    ]);
    // A switch that is off says nothing: not listed.
    expect(listing.unmapped.some((u) => u.field === 'ausstattung/sauna')).toBe(false);
    expect(listing.details).not.toHaveProperty('nettoArea');
  });

  it('reads the texts of each language and the attachments, the title picture first', () => {
    const listing = mapped(
      immobilie(
        el('wohnung'),
        el(
          'freitexte',
          {},
          el('objekttitel', {}, 'Titel'),
          el('objektbeschreibung', {}, 'Text'),
          el('lage', {}, 'Ruhig'),
          el('objekt_text', { lang: 'it' }, 'Testo'),
          el('user_defined_simplefield', { feldname: 'objekttitel_en' }, 'Title'),
        ),
        el(
          'anhaenge',
          {},
          el('anhang', { gruppe: 'BILD' }, el('daten', {}, el('pfad', {}, 'b.jpg'))),
          el('anhang', { gruppe: 'TITELBILD' }, el('daten', {}, el('pfad', {}, 'a.jpg'))),
          el(
            'anhang',
            { gruppe: 'DOKUMENTE' },
            el('format', {}, 'application/pdf'),
            el('daten', {}, el('pfad', {}, 'plan.pdf')),
          ),
        ),
      ),
    );
    expect(listing.title).toEqual({ de: 'Titel', it: '', en: 'Title' });
    expect(listing.description).toEqual({ de: 'Text\n\nRuhig', it: 'Testo', en: '' });
    expect(listing.images.map((m) => m.path)).toEqual(['a.jpg', 'b.jpg']);
    expect(listing.plans.map((m) => m.path)).toEqual(['plan.pdf']);
  });
});
