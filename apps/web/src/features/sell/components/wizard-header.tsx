import { WIZARD_STEPS } from '@domus/domain/core/constants';
import { Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEP_IDS } from '../utils/wizard-progress';
import classes from './sell-wizard.module.css';

/**
 * The wizard's title, "step n of 6", the progress bar with its percent-complete label and the
 * stepper (seller-side.md §2 Sell wizard). A step is picked from the stepper when `onStepClick`
 * allows it; every step is offered when `allowNext` (read-only mode).
 */
export function WizardHeader({
  title,
  step,
  stepTitle,
  progress,
  allowNext,
  onStepClick,
}: {
  title: string;
  step: number;
  stepTitle: string;
  progress: number;
  allowNext: boolean;
  onStepClick: (step: number) => void;
}) {
  const { t } = useTranslation('sell');
  return (
    <>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('wizard.stepOf', { step: step + 1, count: WIZARD_STEPS, title: stepTitle })}
          </Text>
          <Text size="sm" fw={600} data-testid="wizard-progress-label">
            {t('wizard.progress', { value: progress })}
          </Text>
        </Group>
        <Progress value={progress} size="md" radius="xl" aria-label={t('wizard.progressLabel')} />
      </Stack>

      <Stepper
        active={step}
        onStepClick={onStepClick}
        allowNextStepsSelect={allowNext}
        size="sm"
        labelPosition="bottom"
        className={classes.stepper}
      >
        {WIZARD_STEP_IDS.map((id, index) => (
          <Stepper.Step
            key={id}
            label={t(`wizard.steps.${id}`)}
            aria-current={index === step ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </>
  );
}
