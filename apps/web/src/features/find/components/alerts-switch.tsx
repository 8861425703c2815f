import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { ALERT_FREQUENCIES } from '@domus/domain/search/alert-frequency';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { Input, SegmentedControl, Stack, Switch } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetSearchAlerts } from '../api/set-search-alerts';

/**
 * The owner's switch for a saved search's e-mail alerts (the new-match alerts contract: the
 * matches page may switch them on and off) and, while they are on, how often they come: at
 * once, or gathered daily or weekly (decision 074).
 */
export function AlertsSwitch({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('find');
  const alerts = useSetSearchAlerts(search._id);
  const labelId = useId();
  return (
    <Stack gap="sm">
      <Switch
        label={t('alerts.label')}
        description={search.alerts ? t('alerts.on') : t('alerts.off')}
        checked={search.alerts}
        disabled={alerts.isPending}
        onChange={(event) => alerts.mutate({ enabled: event.currentTarget.checked })}
        error={alerts.error?.message}
      />
      {search.alerts && (
        <div>
          <Input.Label id={labelId} component="span" display="block" mb={4}>
            {t('alerts.frequency.label')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={labelId}
            value={search.alertFrequency}
            disabled={alerts.isPending}
            onChange={(value) => alerts.mutate({ enabled: true, frequency: value })}
            data={ALERT_FREQUENCIES.map((value) => ({
              value,
              label: t(`alerts.frequency.${value}`),
            }))}
          />
          <Input.Description mt={4}>
            {t(`alerts.frequency.hint.${search.alertFrequency}`)}
          </Input.Description>
        </div>
      )}
    </Stack>
  );
}
