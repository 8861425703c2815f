import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/**
 * The states every page behind a mail's signed link goes through (a viewing's cancel, another
 * time and feedback links, an alert mail's one-click answers): reading the link, reading failed
 * for a reason of ours (with a retry), and done. One look on every such page; each feature passes
 * its own texts.
 */
export function LinkPageLoading({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}

export function LinkPageLoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Focusable, so that the page can move the focus to it when the answer lands. */
export function LinkPageDone({
  ref,
  children,
  testId,
}: {
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      role="status"
      icon={<IconCircleCheck size={20} aria-hidden />}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/** Why the link does nothing: red when it was altered, yellow when it is out of date or spent. */
export function LinkPageRefused({ altered, children }: { altered: boolean; children: ReactNode }) {
  return (
    <Alert color={altered ? 'red' : 'yellow'} role="alert">
      {children}
    </Alert>
  );
}
