import { agencyConfig, formatAgencyAddress } from '@domus/domain/core/agency.config';

/** The privacy policy in German (GDPR Art. 13), loaded only on the privacy page. */
export default function PrivacyDe() {
  const a = agencyConfig;
  return (
    <>
      <p>
        Diese Erklärung informiert Sie gemäß Art. 13 der Verordnung (EU) 2016/679
        (Datenschutz-Grundverordnung, „DSGVO“) und dem italienischen Datenschutzkodex (GvD Nr.
        196/2003) darüber, welche personenbezogenen Daten wir verarbeiten, wenn Sie diese Website
        und unsere Dienste nutzen, zu welchen Zwecken, wie lange und welche Rechte Sie haben.
      </p>

      <h2>1. Verantwortlicher</h2>
      <p>
        {a.legalName}, {formatAgencyAddress('de')}, MwSt.-Nr. {a.vatNumber}
        <br />
        Telefon {a.phone} · E-Mail <a href={`mailto:${a.email}`}>{a.email}</a> · PEC {a.pec}
      </p>
      <p>
        Ein Datenschutzbeauftragter ist für unsere Tätigkeit nicht vorgeschrieben und wurde nicht
        benannt. Bei Fragen zum Datenschutz schreiben Sie uns bitte an die oben genannte
        E-Mail-Adresse.
      </p>

      <h2>2. Welche Daten wir verarbeiten und warum</h2>
      <h3>Besuch der Website</h3>
      <p>
        Der Server speichert bei jedem Aufruf automatisch technische Daten (IP-Adresse, Datum und
        Uhrzeit, aufgerufene Seite, Ergebnis, Browsertyp). Wir nutzen sie ausschließlich, um die
        Website zu betreiben, ihre Sicherheit zu gewährleisten und Missbrauch zu erkennen.
        Rechtsgrundlage ist unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO). Die
        Protokolle werden nach 30 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Missbrauchs
        benötigt werden.
      </p>
      <h3>Anfragen und Kontaktformular</h3>
      <p>
        Wenn Sie uns schreiben oder sich nach einer Immobilie erkundigen, verarbeiten wir Name,
        E-Mail-Adresse, Telefonnummer (freiwillig), Ihre Nachricht und die betreffende Immobilie, um
        Ihnen zu antworten und Ihr Anliegen zu bearbeiten. Rechtsgrundlage sind vorvertragliche
        Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO). Wir speichern diese Daten bis zu 24
        Monate nach dem letzten Kontakt, sofern daraus kein Auftrag entsteht.
      </p>
      <h3>Konto und Anmeldung per E-Mail-Link</h3>
      <p>
        Zur Anmeldung senden wir Ihnen einen einmal gültigen Link an Ihre E-Mail-Adresse; Passwörter
        verwenden wir nicht. Wir verarbeiten Ihre E-Mail-Adresse, die Profildaten, die Sie uns
        angeben (Vorname, Nachname, Firma, Telefon, Sprache), und die technischen Daten der Sitzung.
        Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Die
        Daten bleiben gespeichert, solange das Konto besteht; Sie können die Löschung jederzeit
        verlangen.
      </p>
      <h3>Verkauf und Vermietung von Immobilien</h3>
      <p>
        Wenn Sie eine Immobilie einstellen, verarbeiten wir Ihre Kontaktdaten und die Angaben zur
        Immobilie (Adresse, Merkmale, Fotos, Grundrisse, Katasterdaten), um sie zu bewerten, zu
        veröffentlichen und den Vermittlungsauftrag auszuführen. Rechtsgrundlagen sind die Erfüllung
        des Vertrags (Art. 6 Abs. 1 lit. b DSGVO) und gesetzliche Pflichten (lit. c), insbesondere
        steuerliche Pflichten und die Geldwäschebestimmungen (GvD Nr. 231/2007), nach denen die
        Unterlagen 10 Jahre nach Abschluss des Auftrags aufzubewahren sind.
      </p>
      <h3>Gespeicherte Suchen und Vorschläge</h3>
      <p>
        Wenn Sie eine Suche speichern, verarbeiten wir Ihre Kriterien (Immobilienart, Orte, Budget,
        Zimmer), um Ihnen passende Immobilien per E-Mail zu senden, und speichern Ihre Antworten auf
        unsere Vorschläge, etwa den Wunsch nach einer Besichtigung. Der Abgleich von gespeicherten
        Suchen und Immobilien erfolgt automatisch, trifft aber keine Entscheidungen mit rechtlicher
        Wirkung für Sie. Rechtsgrundlage ist die Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b
        DSGVO). Sie können eine gespeicherte Suche jederzeit löschen.
      </p>
      <h3>Schutz vor Missbrauch</h3>
      <p>
        Das Anmeldeformular verwendet eine Spam-Prüfung auf unseren eigenen Servern: Ihr Browser
        löst eine kleine Rechenaufgabe – ohne Cookies und ohne Datenübermittlung an Dritte.
      </p>

      <h2>3. Cookies und lokaler Speicher des Browsers</h2>
      <p>
        Die Website verwendet ausschließlich technisch notwendige Einträge im lokalen Speicher Ihres
        Browsers: die gewählte Sprache, die Bestätigung des Cookie-Hinweises und, wenn Sie
        angemeldet sind, das Sitzungstoken. Dafür ist keine Einwilligung erforderlich (Art. 122
        Datenschutzkodex). Wir verwenden keine Profiling-, Statistik- oder Drittanbieter-Cookies.
        Sie können diese Daten jederzeit in den Einstellungen Ihres Browsers löschen.
      </p>

      <h2>4. Karten</h2>
      <p>
        Die Karten der Immobilien werden von einem externen Kartendienst geladen (in der Regel von
        den Servern der OpenStreetMap Foundation im Vereinigten Königreich, für das ein
        Angemessenheitsbeschluss der Europäischen Kommission besteht). Wenn Sie eine Karte öffnen,
        übermittelt Ihr Browser diesem Dienst seine IP-Adresse, die zum Abruf der Kartenbilder nötig
        ist.
      </p>

      <h2>5. Empfänger</h2>
      <p>Ihre Daten erhalten ausschließlich:</p>
      <ul>
        <li>
          Dienstleister, die in unserem Auftrag das Hosting und den E-Mail-Versand übernehmen, als
          Auftragsverarbeiter (Art. 28 DSGVO) mit Sitz in der Europäischen Union;
        </li>
        <li>
          die Gegenseite einer Verhandlung, Notare, Banken und Techniker, soweit es für das von
          Ihnen gewünschte Geschäft nötig ist;
        </li>
        <li>Behörden, wenn das Gesetz es vorschreibt.</li>
      </ul>
      <p>Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung Dritter.</p>

      <h2>6. Ihre Rechte</h2>
      <p>
        Sie können jederzeit Auskunft über Ihre Daten, ihre Berichtigung, Löschung, die
        Einschränkung der Verarbeitung und die Datenübertragbarkeit verlangen sowie Verarbeitungen
        auf Grundlage berechtigter Interessen widersprechen (Art. 15–21 DSGVO). Eine E-Mail an{' '}
        <a href={`mailto:${a.email}`}>{a.email}</a> genügt. Wenn Sie meinen, dass die Verarbeitung
        gegen das Datenschutzrecht verstößt, können Sie sich bei der italienischen
        Datenschutzbehörde beschweren (Garante per la protezione dei dati personali, Piazza Venezia
        11, 00187 Rom, www.garanteprivacy.it).
      </p>

      <h2>7. Bereitstellung der Daten</h2>
      <p>
        Die Angabe Ihrer Daten ist freiwillig. Ohne die als Pflichtangaben gekennzeichneten Daten
        können wir jedoch Anfragen nicht beantworten, kein Konto anlegen und keinen Auftrag
        ausführen.
      </p>

      <h2>8. Änderungen</h2>
      <p>
        Wir passen diese Erklärung an, wenn sich unsere Dienste oder die Rechtslage ändern; das
        Datum der letzten Änderung steht oben auf dieser Seite.
      </p>
    </>
  );
}
