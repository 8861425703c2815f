import type { Language } from '@domus/domain/core/constants';
import { Button, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/session-store';
import type { ViewingDialogLoader } from './lazy-viewing-dialog';

/**
 * "Book a viewing" on the property page (issue 33 point 1): opens the viewing dialog, whose code
 * and texts are fetched on the first click (or as the pointer or the keyboard reaches the
 * button), so that the page's own code does not grow. `label` is the page's text (its `detail`
 * namespace, there before the dialog's); `dialog` the page's dialog, with its captcha for visitors.
 */
export function BookViewingButton({
  listing,
  label,
  language,
  dialog,
}: {
  listing: { id: string; number: number };
  label: string;
  language: Language;
  dialog: ViewingDialogLoader;
}) {
  const { t } = useTranslation('errors');
  const session = useSession();
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const prefetch = () => void dialog.load().catch(() => {});

  const open = () => {
    setState('loading');
    dialog.load().then(
      () => setState('open'),
      () => setState('failed'),
    );
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarEvent size={18} aria-hidden />}
        loading={state === 'loading'}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        data-testid="book-viewing"
      >
        {label}
      </Button>
      {state === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {t('api.internal_error')}
        </Text>
      )}
      <dialog.Dialog
        opened={state === 'open'}
        onClose={() => setState('closed')}
        listing={listing}
        language={language}
        guest={!session}
        accountEmail={session?.email}
      />
    </>
  );
}
