import { agencyConfig, formatAgencyAddress } from '@domus/domain/core/agency.config';

/** The privacy policy in English (GDPR Art. 13), loaded only on the privacy page. */
export default function PrivacyEn() {
  const a = agencyConfig;
  return (
    <>
      <p>
        This policy explains, under Article 13 of Regulation (EU) 2016/679 (the “GDPR”) and the
        Italian Data Protection Code (Legislative Decree 196/2003), which personal data we process
        when you use this website and our services, why, for how long, and what your rights are.
      </p>

      <h2>1. Controller</h2>
      <p>
        {a.legalName}, {formatAgencyAddress('en')}, Italy, VAT no. {a.vatNumber}
        <br />
        Phone {a.phone} · E-mail <a href={`mailto:${a.email}`}>{a.email}</a> · PEC {a.pec}
      </p>
      <p>
        We are not required to appoint a data protection officer and have not done so. For any
        question about your data, please write to the e-mail address above.
      </p>

      <h2>2. What data we process and why</h2>
      <h3>Visiting the website</h3>
      <p>
        Our server automatically records technical data of every request (IP address, date and time,
        page requested, result, browser type). We use it only to run the website, keep it secure and
        detect abuse. The legal basis is our legitimate interest (Art. 6(1)(f) GDPR). The logs are
        deleted after 30 days unless they are needed to investigate misuse.
      </p>
      <h3>Enquiries and the contact form</h3>
      <p>
        When you write to us or ask about a property, we process your name, e-mail address, phone
        number (optional), your message and the property concerned in order to answer you and deal
        with your enquiry. The legal basis is steps taken at your request before entering into a
        contract (Art. 6(1)(b) GDPR). We keep this data for up to 24 months after our last contact
        unless it leads to an assignment.
      </p>
      <h3>Your account and login by e-mail link</h3>
      <p>
        To log in, we send a single-use link to your e-mail address; we do not use passwords. We
        process your e-mail address, the profile details you give us (first name, surname, company,
        phone, language) and technical session data. The legal basis is the performance of our
        service agreement (Art. 6(1)(b) GDPR). The data is kept for as long as your account exists;
        you can ask us to delete it at any time.
      </p>
      <h3>Selling and letting property</h3>
      <p>
        When you list a property, we process your contact details and the property’s details
        (address, features, photographs, floor plans, land registry data) in order to value it,
        publish it and carry out the agency assignment. The legal bases are the performance of the
        contract (Art. 6(1)(b) GDPR) and legal obligations (Art. 6(1)(c)), in particular tax and
        anti-money-laundering rules (Legislative Decree 231/2007), under which the records must be
        kept for 10 years after the assignment ends.
      </p>
      <h3>Saved searches and suggestions</h3>
      <p>
        When you save a search, we process your criteria (property type, locations, budget, rooms)
        to e-mail you matching properties, and we record your answers to our suggestions, such as a
        request for a viewing. Searches are matched with properties automatically, but this involves
        no decision with legal effects for you. The legal basis is the performance of the contract
        (Art. 6(1)(b) GDPR). You can delete a saved search at any time.
      </p>
      <h3>Protection against abuse</h3>
      <p>
        The login form uses a spam check hosted on our own servers: your browser solves a small
        calculation, with no cookies and no data passed to anyone else.
      </p>

      <h2>3. Cookies and your browser’s local storage</h2>
      <p>
        The website only keeps technically necessary entries in your browser’s local storage: your
        chosen language, your acknowledgement of the cookie notice and, when you are logged in, your
        session token. These need no consent (Article 122 of the Italian Data Protection Code). We
        use no profiling, statistics or third-party cookies. You can delete this data at any time in
        your browser settings.
      </p>

      <h2>4. Maps</h2>
      <p>
        Property maps are loaded from an external map service (normally the servers of the
        OpenStreetMap Foundation in the United Kingdom, which is covered by an adequacy decision of
        the European Commission). When you open a map, your browser sends its IP address to that
        service, which it needs to deliver the map images.
      </p>

      <h2>5. Recipients</h2>
      <p>Your data is disclosed only to:</p>
      <ul>
        <li>
          service providers who host the website and send e-mails on our behalf, as processors (Art.
          28 GDPR) based in the European Union;
        </li>
        <li>
          the other party to a negotiation, notaries, banks and surveyors, as far as needed to
          complete the transaction you asked for;
        </li>
        <li>public authorities where the law requires it.</li>
      </ul>
      <p>We do not sell your data or use it for third-party advertising.</p>

      <h2>6. Your rights</h2>
      <p>
        You may at any time ask for access to your data, its rectification or erasure, restriction
        of processing and data portability, and object to processing based on legitimate interests
        (Articles 15–21 GDPR). Just e-mail <a href={`mailto:${a.email}`}>{a.email}</a>. If you
        believe the processing breaks data protection law, you can lodge a complaint with the
        Italian supervisory authority (Garante per la protezione dei dati personali, Piazza Venezia
        11, 00187 Rome, www.garanteprivacy.it).
      </p>

      <h2>7. Providing your data</h2>
      <p>
        Providing your data is voluntary, but without the details marked as required we cannot
        answer enquiries, create an account or carry out an assignment.
      </p>

      <h2>8. Changes</h2>
      <p>
        We update this policy when our services or the law change; the date of the latest update is
        shown at the top of this page.
      </p>
    </>
  );
}
