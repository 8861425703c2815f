import { sellerName } from '@domus/domain/person/seller-name';
import type { StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The value of "no responsible agent" in the picker. */
export const NO_AGENT = 'none';

/** Picks the responsible agent among the staff, or none. */
export function AgentSelect({
  staff,
  value,
  onChange,
}: {
  staff: StaffMember[];
  value: string | null;
  onChange: (agentId: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Select
      label={t('assign.label')}
      data={[
        { value: NO_AGENT, label: t('assign.none') },
        ...staff.map((member) => ({
          value: member._id,
          label: sellerName(member) || member.email,
        })),
      ]}
      value={value ?? NO_AGENT}
      onChange={(next) => onChange(next === null || next === NO_AGENT ? null : next)}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
