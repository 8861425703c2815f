import { Button, Notification, Portal } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './property-detail.module.css';

/**
 * Shares the page (buyer-side.md §2 share link): the system share sheet where the browser has
 * one, else the address goes to the clipboard and a short notice says so.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('detail');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 4000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ ok: true, text: t('copied') });
    } catch {
      setNotice({ ok: false, text: t('copyFailed', { url }) });
    }
  };

  return (
    <>
      <Button
        variant="default"
        className={classes.shareButton}
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => void share()}
      >
        <span className={classes.shareLabel}>{t('share')}</span>
      </Button>
      <Portal>
        <div className={classes.toast} role="status" aria-live="polite">
          {notice && (
            <Notification
              color={notice.ok ? 'teal' : 'red'}
              icon={notice.ok ? <IconCheck size={18} aria-hidden /> : undefined}
              onClose={() => setNotice(null)}
              withBorder
            >
              {notice.text}
            </Notification>
          )}
        </div>
      </Portal>
    </>
  );
}
