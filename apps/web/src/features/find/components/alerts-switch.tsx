import '@mantine/core/styles/Switch.layer.css';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSetSearchAlerts } from '../api/set-search-alerts';

/**
 * The owner's switch for a saved search's e-mail alerts (the new-match alerts contract: the
 * matches page may switch them on and off).
 */
export function AlertsSwitch({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('find');
  const alerts = useSetSearchAlerts(search._id);
  return (
    <Switch
      label={t('alerts.label')}
      description={search.alerts ? t('alerts.on') : t('alerts.off')}
      checked={search.alerts}
      disabled={alerts.isPending}
      onChange={(event) => alerts.mutate({ enabled: event.currentTarget.checked })}
      error={alerts.error?.message}
    />
  );
}
