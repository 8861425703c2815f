// @vitest-environment jsdom
import { Alert, MantineProvider, Modal } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../test/render-with-providers';
import { localizedTheme } from './theme';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('close buttons named in the page’s language (issue 18, WCAG 4.1.2)', () => {
  it('names the × of dialogs, alerts and toasts', async () => {
    render(
      <MantineProvider theme={localizedTheme('Chiudi')}>
        <Notifications />
        <Modal opened onClose={() => {}} title="Ricerca">
          testo
        </Modal>
        <Alert withCloseButton onClose={() => {}}>
          avviso
        </Alert>
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Salvato' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.mantine-Modal-close')?.getAttribute('aria-label')).toBe('Chiudi');
    expect(screen.getAllByRole('button', { name: 'Chiudi' }).length).toBeGreaterThanOrEqual(3);
  });
});
