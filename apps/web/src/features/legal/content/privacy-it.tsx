import { agencyConfig, formatAgencyAddress } from '@domus/domain/core/agency.config';

/** The privacy policy in Italian (GDPR art. 13), loaded only on the privacy page. */
export default function PrivacyIt() {
  const a = agencyConfig;
  return (
    <>
      <p>
        Questa informativa spiega, ai sensi dell’art. 13 del Regolamento (UE) 2016/679 («GDPR») e
        del D.Lgs. 196/2003 («Codice privacy»), quali dati personali trattiamo quando usa questo
        sito e i nostri servizi, per quali finalità, per quanto tempo e quali diritti Le spettano.
      </p>

      <h2>1. Titolare del trattamento</h2>
      <p>
        {a.legalName}, {formatAgencyAddress('it')}, P. IVA {a.vatNumber}
        <br />
        Telefono {a.phone} · Email <a href={`mailto:${a.email}`}>{a.email}</a> · PEC {a.pec}
      </p>
      <p>
        Non abbiamo nominato un responsabile della protezione dei dati, non essendo obbligatorio per
        la nostra attività: per ogni domanda sulla privacy può scriverci all’indirizzo email sopra
        indicato.
      </p>

      <h2>2. Quali dati trattiamo e perché</h2>
      <h3>Navigazione sul sito</h3>
      <p>
        Il server registra automaticamente i dati tecnici di ogni richiesta (indirizzo IP, data e
        ora, pagina richiesta, esito, tipo di browser). Li usiamo solo per far funzionare il sito,
        per garantirne la sicurezza e per individuare abusi. Base giuridica: il nostro legittimo
        interesse (art. 6, par. 1, lett. f GDPR). I log vengono cancellati dopo 30 giorni, salvo che
        servano ad accertare un illecito.
      </p>
      <h3>Richieste e modulo di contatto</h3>
      <p>
        Se ci scrive o chiede informazioni su un immobile trattiamo nome, email, numero di telefono
        (facoltativo), il messaggio e l’immobile a cui si riferisce, per risponderLe e dare seguito
        alla richiesta. Base giuridica: misure precontrattuali richieste da Lei (art. 6, par. 1,
        lett. b GDPR). Conserviamo questi dati fino a 24 mesi dall’ultimo contatto, salvo che ne
        nasca un incarico.
      </p>
      <h3>Account e accesso con link via email</h3>
      <p>
        Per accedere Le inviamo un link monouso all’indirizzo email indicato; non usiamo password.
        Trattiamo l’indirizzo email, i dati del profilo che ci fornisce (nome, cognome, società,
        telefono, lingua) e i dati tecnici della sessione. Base giuridica: esecuzione del contratto
        di servizio (art. 6, par. 1, lett. b GDPR). I dati restano finché l’account esiste; può
        chiederne la cancellazione in ogni momento.
      </p>
      <h3>Vendita e affitto di immobili</h3>
      <p>
        Se inserisce un immobile trattiamo i Suoi dati di contatto e i dati dell’immobile
        (indirizzo, caratteristiche, fotografie, planimetrie, dati catastali) per valutarlo,
        pubblicarlo e svolgere l’incarico di mediazione. Base giuridica: esecuzione del contratto
        (art. 6, par. 1, lett. b GDPR) e obblighi di legge (lett. c), in particolare fiscali e
        antiriciclaggio (D.Lgs. 231/2007), per i quali la documentazione va conservata per 10 anni
        dalla conclusione dell’incarico.
      </p>
      <h3>Ricerche salvate e proposte</h3>
      <p>
        Se salva una ricerca trattiamo i criteri (tipologia, zone, budget, locali) per inviarLe via
        email gli immobili corrispondenti e registriamo le Sue risposte alle proposte, per esempio
        la richiesta di una visita. Il confronto tra ricerche e immobili è automatico ma non produce
        decisioni con effetti giuridici nei Suoi confronti. Base giuridica: esecuzione del contratto
        (art. 6, par. 1, lett. b GDPR). Può cancellare una ricerca in qualsiasi momento.
      </p>
      <h3>Protezione dagli abusi</h3>
      <p>
        Il modulo di accesso usa una verifica anti-spam ospitata sui nostri server: il Suo browser
        risolve un piccolo calcolo, senza cookie e senza trasmettere dati a terzi.
      </p>

      <h2>3. Cookie e memoria locale del browser</h2>
      <p>
        Il sito usa soltanto strumenti tecnici, necessari al suo funzionamento, nella memoria locale
        del browser: la lingua scelta, l’accettazione dell’informativa sui cookie e, se accede, il
        token della sessione. Per questi strumenti non è richiesto il consenso (art. 122 Codice
        privacy). Non usiamo cookie di profilazione, di statistica o di terze parti. Può cancellare
        questi dati in ogni momento dalle impostazioni del browser.
      </p>

      <h2>4. Mappe</h2>
      <p>
        Le mappe degli immobili vengono caricate da un servizio di mappe esterno (di norma i server
        della OpenStreetMap Foundation nel Regno Unito, paese per il quale la Commissione europea ha
        adottato una decisione di adeguatezza). Quando apre una mappa, il Suo browser trasmette a
        quel servizio il proprio indirizzo IP, necessario per ricevere le immagini.
      </p>

      <h2>5. Destinatari</h2>
      <p>I Suoi dati possono essere comunicati solo a:</p>
      <ul>
        <li>
          fornitori che gestiscono per nostro conto l’hosting e l’invio delle email, nominati
          responsabili del trattamento (art. 28 GDPR) e con sede nell’Unione europea;
        </li>
        <li>
          la controparte di una trattativa, notai, banche e tecnici, nella misura necessaria a
          concludere l’affare da Lei richiesto;
        </li>
        <li>autorità pubbliche, quando lo impone la legge.</li>
      </ul>
      <p>Non vendiamo i Suoi dati e non li usiamo per pubblicità di terzi.</p>

      <h2>6. I Suoi diritti</h2>
      <p>
        Può chiederci in ogni momento l’accesso ai Suoi dati, la rettifica, la cancellazione, la
        limitazione del trattamento e la portabilità, e opporsi ai trattamenti basati sul legittimo
        interesse (artt. 15–21 GDPR). Basta scrivere a <a href={`mailto:${a.email}`}>{a.email}</a>.
        Se ritiene che il trattamento violi la normativa, può proporre reclamo al Garante per la
        protezione dei dati personali (Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it).
      </p>

      <h2>7. Conferimento dei dati</h2>
      <p>
        Fornire i dati è facoltativo, ma senza i dati indicati come obbligatori non possiamo
        rispondere alle richieste, creare l’account o svolgere l’incarico.
      </p>

      <h2>8. Modifiche</h2>
      <p>
        Aggiorniamo questa informativa quando cambiano i nostri servizi o la normativa; la data
        dell’ultimo aggiornamento è indicata in cima alla pagina.
      </p>
    </>
  );
}
