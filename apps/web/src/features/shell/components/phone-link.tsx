import { agencyConfig } from '@domus/domain/core/agency.config';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** The agency's phone number as a `tel:` link (buyer-side.md §2 Navigation bar: phone link). */
export function PhoneLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`tel:${agencyConfig.phoneE164}`}
      className={classes.phoneLink}
      aria-label={t('nav.callUs', { phone: agencyConfig.phone })}
    >
      <IconPhone size={18} aria-hidden />
      <span className={classes.phoneNumber}>{agencyConfig.phone}</span>
    </a>
  );
}
