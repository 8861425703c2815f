import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import type { StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { isCalendarDate } from '@domus/domain/viewings/agency-time';
import { ActionIcon, Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stepDate, type CalendarView } from '../utils/calendar-view';

/**
 * The calendar's controls (issue 33 point 2): a day or a week, back, today and forward, a day to
 * go to, whose viewings (mine, the whole agency's, one agent's) and the grid or the list.
 */
export function CalendarToolbar({
  view,
  staff,
  onChange,
}: {
  view: CalendarView;
  staff: StaffMember[];
  onChange: (change: Partial<CalendarView>) => void;
}) {
  const { t } = useTranslation('admin');
  const week = view.span === 'week';
  const agents = staff.filter((member) => member.isAgent);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('viewings.calendar.span')}
        value={view.span}
        onChange={(value) => onChange({ span: value === 'day' ? 'day' : 'week' })}
        data={[
          { value: 'day', label: t('viewings.calendar.day') },
          { value: 'week', label: t('viewings.calendar.week') },
        ]}
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={
            week ? t('viewings.calendar.previousWeek') : t('viewings.calendar.previousDay')
          }
          onClick={() => onChange({ date: stepDate(view, -1) })}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => onChange({ date: agencyIsoDay() })}>
          {t('viewings.calendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={week ? t('viewings.calendar.nextWeek') : t('viewings.calendar.nextDay')}
          onClick={() => onChange({ date: stepDate(view, 1) })}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <TextInput
        type="date"
        label={t('viewings.calendar.date')}
        w={170}
        value={view.date}
        onChange={(event) => {
          const date = event.currentTarget.value;
          if (isCalendarDate(date)) onChange({ date });
        }}
      />
      <Select
        label={t('viewings.calendar.agent')}
        w={{ base: '100%', xs: 240 }}
        allowDeselect={false}
        searchable
        value={view.agent}
        onChange={(value) => value && onChange({ agent: value })}
        data={[
          { value: 'me', label: t('viewings.calendar.mine') },
          { value: 'all', label: t('viewings.calendar.all') },
          ...agents.map((member) => ({
            value: member._id,
            label: sellerName(member) || member.email,
          })),
        ]}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        aria-label={t('viewings.calendar.layout')}
        value={view.layout}
        onChange={(value) => onChange({ layout: value === 'list' ? 'list' : 'grid' })}
        data={[
          { value: 'grid', label: t('viewings.calendar.grid') },
          { value: 'list', label: t('viewings.calendar.list') },
        ]}
      />
    </Group>
  );
}
