import {
  agencyConfig,
  formatAgencyAddress,
  placeDataAttributions,
} from '@domus/domain/core/agency.config';
import { formatMoney } from '@domus/domain/format/money';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../shared/i18n/current-language';
import classes from './legal.module.css';

/**
 * The legal notice: the agency's details from the one configuration file, its registration as
 * an estate agent, and the attributions the place data's licences require.
 */
export function LegalNotice() {
  const { t } = useTranslation();
  const language = getLanguage();
  const a = agencyConfig;
  const chamber = a.chamberOfCommerce[language];

  const facts: [string, React.ReactNode][] = [
    [t('impressum.address'), `${formatAgencyAddress(language)}, ${a.address.country[language]}`],
    [t('impressum.phone'), <Anchor href={`tel:${a.phoneE164}`}>{a.phone}</Anchor>],
    [t('impressum.email'), <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor>],
    [t('impressum.pec'), a.pec],
    [t('impressum.vat'), `IT ${a.vatNumber}`],
    [t('impressum.taxCode'), a.taxCode],
    [t('impressum.register'), t('impressum.registerValue', { chamber, rea: a.rea })],
    [
      t('impressum.shareCapital'),
      t('impressum.shareCapitalValue', { amount: formatMoney(a.shareCapital, language) }),
    ],
    [t('impressum.representative'), a.legalRepresentative],
  ];

  return (
    <Container size="md" className={classes.page}>
      <Title order={1}>{t('impressum.title')}</Title>
      <Text c="dimmed" mt="xs">
        {t('impressum.intro')}
      </Text>

      <div className={classes.prose}>
        <section aria-labelledby="impressum-company">
          <h2 id="impressum-company">{t('impressum.companyHeading')}</h2>
          <p>
            <strong>{a.legalName}</strong>
          </p>
          <dl className={classes.facts}>
            {facts.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="impressum-profession">
          <h2 id="impressum-profession">{t('impressum.professionHeading')}</h2>
          <p>{t('impressum.professionText', { chamber })}</p>
        </section>

        <section aria-labelledby="impressum-listings">
          <h2 id="impressum-listings">{t('impressum.listingsHeading')}</h2>
          <p>{t('impressum.listingsText')}</p>
        </section>

        <section aria-labelledby="impressum-copyright">
          <h2 id="impressum-copyright">{t('impressum.copyrightHeading')}</h2>
          <p>{t('impressum.copyrightText', { name: a.legalName })}</p>
        </section>

        <section aria-labelledby="impressum-data">
          <h2 id="impressum-data">{t('impressum.dataSourcesHeading')}</h2>
          <p>{t('impressum.dataSourcesText')}</p>
          <ul>
            {placeDataAttributions(getLanguage()).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </Container>
  );
}
