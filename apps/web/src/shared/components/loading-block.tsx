import { Loader, Stack, Text } from '@mantine/core';

/** A spinner with its text, filling a box (a map frame) while its content loads. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Stack h="100%" align="center" justify="center" gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
