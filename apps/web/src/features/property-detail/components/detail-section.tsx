import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the detail page; the heading names the region for assistive tools. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={`${id}-title`} data-section={id}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
