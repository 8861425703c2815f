import { INBOX_NOTE_MAX_LENGTH } from '@domus/domain/staff/inbox';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes the note of an inbox entry; `onSave` gets the text (empty for no note). */
export function NoteDialog({
  note,
  saving,
  onSave,
  onClose,
}: {
  note: string | null;
  saving: boolean;
  onSave: (note: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(note ?? '');
  return (
    <Modal opened onClose={onClose} title={t('inbox.noteTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(text);
        }}
      >
        <Textarea
          label={t('inbox.note')}
          autosize
          minRows={3}
          maxLength={INBOX_NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('inbox.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('inbox.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
