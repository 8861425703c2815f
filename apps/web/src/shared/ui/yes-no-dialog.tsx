import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A yes/no question before something is deleted (buyer-side.md §2 Account page: 'Do you really
 * want to delete this property?' with yes and no). Yes runs the action; while it runs both
 * buttons wait, and a failure shows its message with the dialog still open.
 */
export function YesNoDialog({
  opened,
  title,
  question,
  detail,
  yes,
  no,
  pending,
  error,
  onYes,
  onNo,
}: {
  opened: boolean;
  title: string;
  question: string;
  /** What is asked about, e.g. the listing's name. */
  detail?: ReactNode;
  yes: string;
  no: string;
  pending: boolean;
  error?: string | null;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onNo} title={title} centered>
      <Text>{question}</Text>
      {detail && (
        <Text size="sm" c="dimmed" mt={4}>
          {detail}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onNo} disabled={pending}>
          {no}
        </Button>
        <Button color="red" onClick={onYes} loading={pending}>
          {yes}
        </Button>
      </Group>
    </Modal>
  );
}
