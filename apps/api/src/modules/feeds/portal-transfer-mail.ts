/**
 * The admins' mails about portal transfers (issue 32 point 3): a transfer that failed for good
 * after its retries, and listings a portal refused. Each admin gets it in their own language,
 * with the link to the transfer in the log.
 */
import { fillWebPath, adminPaths } from '@domus/domain/core/web-routes';
import { isLanguage } from '@domus/domain/core/languages';
import { DEFAULT_LANGUAGE, type Language } from '@domus/domain/core/constants';
import { translateMail } from '../../lib/i18n.ts';
import { findAdminRecipients } from '../auth/accounts.service.ts';
import { renderMail } from '../mail/mail-layout.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail-outbox.service.ts';
import type { PortalAccountRow } from './portal-accounts.repository.ts';
import type { TransferContext } from './portal-transfer.service.ts';

/** Listings a refusal mail names at most; the log has them all. */
const MAX_LINES = 20;

/** The portal's own name, as the agency and buyers know it. */
export const PORTAL_DISPLAY_NAMES: Record<string, string> = {
  immobiliare: 'immobiliare.it',
  idealista: 'idealista',
  openimmo: 'OpenImmo',
  wis: 'wohnen-in-suedtirol.it',
};

async function mailAdmins(
  ctx: TransferContext,
  kind: string,
  compose: (language: Language) => Omit<OutgoingMail, 'kind' | 'to' | 'language'>,
): Promise<void> {
  const recipients = await findAdminRecipients(ctx.db);
  await enqueueMails(
    ctx.db,
    recipients.map(({ email, language }) => {
      const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
      return { kind, to: email, language: lang, ...compose(lang) };
    }),
  );
}

function transferUrl(ctx: TransferContext, transferId: string): string {
  return `${ctx.publicUrl}${fillWebPath(adminPaths.portalTransfer, { id: transferId })}`;
}

/** Tells the admins that a transfer failed for good. */
export async function mailFailedTransfer(
  ctx: TransferContext,
  account: PortalAccountRow,
  transferId: string,
  attempts: number,
  error: string,
): Promise<void> {
  await mailAdmins(ctx, 'portal-transfer-failed', (language) => {
    const t = (key: string, params?: Record<string, unknown>) =>
      translateMail(language, `portalTransfer.${key}`, {
        account: account.name,
        portal: PORTAL_DISPLAY_NAMES[account.portal] ?? account.portal,
        ...params,
      });
    return {
      subject: t('failedSubject'),
      ...renderMail({
        language,
        paragraphs: [t('failedIntro', { attempts }), t('failedError', { error })],
        action: { label: t('button'), url: transferUrl(ctx, transferId) },
      }),
    };
  });
}

/** Tells the admins which listings a portal refused in a transfer. */
export async function mailPortalRefusals(
  ctx: TransferContext,
  account: PortalAccountRow,
  transferId: string,
  refusals: { propertyNumber: number; message: string }[],
): Promise<void> {
  await mailAdmins(ctx, 'portal-refusals', (language) => {
    const t = (key: string, params?: Record<string, unknown>) =>
      translateMail(language, `portalTransfer.${key}`, {
        account: account.name,
        portal: PORTAL_DISPLAY_NAMES[account.portal] ?? account.portal,
        ...params,
      });
    return {
      subject: t('refusedSubject', { count: refusals.length }),
      ...renderMail({
        language,
        paragraphs: [
          t('refusedIntro'),
          ...refusals
            .slice(0, MAX_LINES)
            .map((r) => t('refusedLine', { number: r.propertyNumber, message: r.message })),
        ],
        action: { label: t('button'), url: transferUrl(ctx, transferId) },
      }),
    };
  });
}
