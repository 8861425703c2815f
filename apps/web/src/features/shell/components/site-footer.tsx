import {
  agencyConfig,
  formatAgencyAddress,
  placeDataAttributions,
} from '@domus/domain/core/agency.config';
import { webPaths } from '@domus/domain/core/web-routes';
import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLanguage } from '../../../shared/i18n/current-language';
import classes from './shell.module.css';

/** The footer: the agency's details from the one configuration file and the data attributions. */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = getLanguage();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <p className={classes.footerHeading}>{agencyConfig.name}</p>
            <Text size="sm">{t('footer.description')}</Text>
          </Stack>

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.footerHeading}>
              {t('footer.contactHeading')}
            </h2>
            <address style={{ fontStyle: 'normal' }}>
              <ul className={classes.footerList}>
                <li>{agencyConfig.legalName}</li>
                <li>{formatAgencyAddress(language)}</li>
                <li>
                  {t('footer.phone')}{' '}
                  <a href={`tel:${agencyConfig.phoneE164}`}>{agencyConfig.phone}</a>
                </li>
                <li>
                  {t('footer.email')}{' '}
                  <a href={`mailto:${agencyConfig.email}`}>{agencyConfig.email}</a>
                </li>
              </ul>
            </address>
          </section>

          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={classes.footerHeading}>
              {t('footer.linksHeading')}
            </h2>
            <ul className={classes.footerList}>
              <li>
                <Anchor component={Link} to={webPaths.impressum} size="sm">
                  {t('footer.impressum')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={webPaths.privacy} size="sm">
                  {t('footer.privacy')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={webPaths.contact} size="sm">
                  {t('footer.contact')}
                </Anchor>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={classes.footerHeading}>
              {t('footer.companyHeading')}
            </h2>
            <ul className={classes.footerList}>
              <li>
                {t('footer.vat')} {agencyConfig.vatNumber}
              </li>
              <li>
                {t('footer.rea')} {agencyConfig.rea}
              </li>
              <li>
                {t('footer.pec')} {agencyConfig.pec}
              </li>
            </ul>
          </section>
        </SimpleGrid>
      </Container>

      <div className={classes.footerBottom}>
        <Container py="md">
          <Stack gap={4}>
            <Text size="xs">
              {t('footer.dataSources')}: {placeDataAttributions(getLanguage()).join(' · ')}
            </Text>
            <Text size="xs">
              © {year} {agencyConfig.legalName.replace(/\.$/, '')}. {t('footer.rights')}
            </Text>
          </Stack>
        </Container>
      </div>
    </footer>
  );
}
