import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { getSession } from '../../../shared/auth/session-store';

/**
 * The question before leaving a wizard with unsaved changes (seller-side.md §2, buyer-side.md §4
 * Unsaved changes): 'Tutte le modifiche non salvate andranno perse, continuare?'. A navigation
 * inside the site waits for the answer in a dialog; closing or reloading the tab gets the
 * browser's own question. `shouldBlock` is asked at the moment of leaving, so that a submit can
 * navigate away at once. A logout (a 401 answer clears the session) is never held up.
 */
export function UnsavedChangesPrompt({
  shouldBlock,
  onLeave,
}: {
  shouldBlock: () => boolean;
  /** Called when the user chooses to leave and lose the changes. */
  onLeave: () => void;
}) {
  const { t } = useTranslation('sell');
  const ask = useRef(shouldBlock);
  useEffect(() => {
    ask.current = shouldBlock;
  }, [shouldBlock]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      ask.current() &&
      getSession() !== null &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!ask.current()) return;
      event.preventDefault();
      // Older browsers show their question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('wizard.unsaved.title')}
      centered
    >
      <Text mb="lg">{t('wizard.unsaved.message')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('wizard.unsaved.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          {t('wizard.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
