import { Button, Paper, Text, Title } from '@mantine/core';
import { IconBell, IconCalculator, IconMapSearch, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './find.module.css';

/**
 * The find page's side column (buyer-side.md §2 Find page): how a saved search works in three
 * steps, and the budget helper's card.
 */
export function FindStepsSection({ onBudget }: { onBudget: () => void }) {
  const { t } = useTranslation('find');
  const steps = [
    { icon: <IconMapSearch size={22} aria-hidden />, text: t('page.steps.criteria') },
    { icon: <IconBell size={22} aria-hidden />, text: t('page.steps.alerts') },
    { icon: <IconMessageCircle size={22} aria-hidden />, text: t('page.steps.answer') },
  ];
  return (
    <aside className={classes.aside} aria-labelledby="find-how">
      <Title order={2} id="find-how" fz="h3" mb="md">
        {t('page.howTitle')}
      </Title>
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          <li key={index} className={classes.step}>
            <span className={classes.stepIcon}>{step.icon}</span>
            <Text size="sm">{step.text}</Text>
          </li>
        ))}
      </ol>
      <Paper withBorder radius="md" p="md" mt="lg" className={classes.budgetCard}>
        <Text fw={600}>{t('budget.title')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('budget.intro')}
        </Text>
        <Button
          variant="light"
          mt="sm"
          leftSection={<IconCalculator size={18} aria-hidden />}
          onClick={onBudget}
        >
          {t('page.budget')}
        </Button>
      </Paper>
    </aside>
  );
}
