import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import classes from './sell-wizard.module.css';

/** Props of {@link WizardStepSection}. */
export interface WizardStepSectionProps {
  stepTitle: string;
  /** "Part n of m" of the details step; null elsewhere. */
  sectionTitle: string | null;
  /** The step heading, which takes the focus on a step change. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The scope in which a refused step looks for the first wrong field. */
  stepRef: RefObject<HTMLDivElement | null>;
  /** The step's own form. */
  children: ReactNode;
}

/**
 * The wizard's current step as a section named by its heading (seller-side.md §2 Sell wizard).
 * The step's form comes in as children, so that this frame stays apart from what the step asks.
 */
export function WizardStepSection({
  stepTitle,
  sectionTitle,
  headingRef,
  stepRef,
  children,
}: WizardStepSectionProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="wizard-step-heading"
    >
      <Stack gap="md" ref={stepRef}>
        <div>
          <Title
            order={2}
            size="h3"
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className={classes.stepHeading}
          >
            {stepTitle}
          </Title>
          {sectionTitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {sectionTitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
