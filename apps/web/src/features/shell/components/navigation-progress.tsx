import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './shell.module.css';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label={t('a11y.loading')} />;
}
