import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { agencyConfig } from '@domus/domain/core/agency.config';
import type { Config } from '../../config.ts';
import { outboxDirectory } from './mail-files.service.ts';
import type { ClaimedMail } from './mail-outbox.repository.ts';

/** Delivers one mail or throws; `close` releases its connections. */
export type MailTransport = {
  kind: 'smtp' | 'file';
  send: (mail: ClaimedMail) => Promise<void>;
  close: () => void;
};

/** The sender of every mail: MAIL_FROM, else the agency's name and address. */
export function mailFrom(config: Pick<Config, 'MAIL_FROM'>): string {
  return config.MAIL_FROM ?? `"${agencyConfig.name}" <${agencyConfig.email}>`;
}

function messageOf(mail: ClaimedMail, from: string) {
  return {
    from,
    to: mail.toAddress,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers: {
      'X-Domus-Mail-Kind': mail.kind,
      // RFC 8058: the address takes a POST of "List-Unsubscribe=One-Click", no session needed.
      ...(mail.listUnsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
    // nodemailer writes the object as the text/calendar alternative with its method (which
    // Outlook, Apple Mail and Gmail read to offer the event) and as an invite.ics attachment.
    ...(mail.calendar && mail.calendarMethod
      ? { icalEvent: { method: mail.calendarMethod, content: mail.calendar } }
      : {}),
  };
}

/** The web addresses in a text, for the log line of a mail written to a file. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

/**
 * The links of a mail for its log line: outside production only (issue 29.5). A login link is a
 * session for 10 minutes; in production the .eml file alone holds it.
 */
function loggedLinks(config: Pick<Config, 'NODE_ENV'>, text: string): { links?: string[] } {
  return config.NODE_ENV === 'production' ? {} : { links: linksIn(text) };
}

/**
 * SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:587, smtps://... for TLS
 * from the start). Without it, each mail becomes an .eml file in DATA_DIR/outbox; outside
 * production its links are logged too, so that development can follow a login link.
 */
export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  const from = mailFrom(config);
  if (config.SMTP_URL) {
    // Short timeouts: a server that hangs must fail the attempt well within the worker's lease.
    const transporter = nodemailer.createTransport(config.SMTP_URL, {
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    } as never);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transporter.sendMail(messageOf(mail, from));
      },
      close: () => transporter.close(),
    };
  }

  const directory = outboxDirectory(config.dataDir);
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await writer.sendMail(messageOf(mail, from));
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const file = path.join(directory, name);
      // Written under a private name and renamed: a reader never sees half a message.
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      log.info(
        // Not the address: the log outlives an erasure (decision 044); the file names it.
        { mailKind: mail.kind, file, ...loggedLinks(config, mail.text) },
        `mail written to ${file} (no SMTP_URL set)`,
      );
    },
    close: () => writer.close(),
  };
}
