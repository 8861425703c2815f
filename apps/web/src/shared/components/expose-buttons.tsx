import type { Category } from '@domus/domain/core/constants';
import { EXPOSE_API_PATH, exposeHref, type ExposeKind } from '@domus/domain/format/expose-links';
import type { ExposeLink } from '@domus/domain/listing/expose.schema';
import { Button, Group, Text, type MantineSize } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { apiRequest } from '../api/api-client';
import { getSession } from '../auth/session-store';
import { getLanguage } from '../i18n/current-language';

/** Saves `blob` under `fileName` as a download, as a link with a download name does. */
function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the memory is given back a while later.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** The buttons' texts, from the namespace of the page that shows them. */
export type ExposeButtonLabels = { short: string; long: string; failed: string };

/**
 * The two exposé downloads of a listing, short and long, in the visitor's language (buyer-side.md
 * §2 Property detail: "expose download (short or long PDF)"). Each is a plain link to the exposé
 * call, which sends the browser on to the PDF, so that it downloads on phones too. A logged-in
 * viewer asks for the link with the session first (an unconfirmed listing is theirs or staff's
 * only, and a link carries no session), then downloads the PDF with the session too.
 */
export function ExposeButtons({
  listing,
  labels,
  size = 'sm',
}: {
  listing: { category: Category; id: string };
  labels: ExposeButtonLabels;
  size?: MantineSize;
}) {
  const language = getLanguage();
  const [busy, setBusy] = useState<ExposeKind | null>(null);
  const [failed, setFailed] = useState(false);

  const open = async (event: MouseEvent<HTMLAnchorElement>, kind: ExposeKind) => {
    const session = getSession();
    if (!session) return;
    event.preventDefault();
    setBusy(kind);
    setFailed(false);
    try {
      const { data } = await apiRequest<ExposeLink>(EXPOSE_API_PATH, {
        query: {
          type: listing.category,
          id: listing.id,
          lang: language,
          long: kind === 'long' ? 1 : undefined,
        },
      });
      // The PDF of a listing not public is answered with the session only (decision 044),
      // which a plain link does not carry: it is fetched with it and saved from memory.
      const pdf = await fetch(data.url, { headers: { Authorization: `Bearer ${session.token}` } });
      if (!pdf.ok) throw new Error(`exposé ${pdf.status}`);
      saveFile(await pdf.blob(), data.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: ExposeKind) => (
    <Button
      component="a"
      href={exposeHref(listing, language, kind)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => void open(event, kind)}
      variant="default"
      size={size}
      loading={busy === kind}
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      data-testid={`expose-${kind}`}
      // Each as wide as its label at least: side by side when both fit, one under the other
      // otherwise, never cut to "Exposé (bre…" (issue 30 point 9).
      style={{ flex: '1 0 auto' }}
    >
      {labels[kind]}
    </Button>
  );

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {button('short')}
        {button('long')}
      </Group>
      {failed && (
        <Text size="xs" c="red" role="alert">
          {labels.failed}
        </Text>
      )}
    </>
  );
}
