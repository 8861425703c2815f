/**
 * A real SMTP server in the test process (smtp-server) that keeps every message it receives, so
 * that tests follow a mail from the outbox through nodemailer to the wire.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the server received it. */
export type ReceivedMail = {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (good enough to search). */
  decoded: string;
  receivedAt: number;
};

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Refuses (true) or accepts (false) messages from now on, as a server that is down would. */
  refuse: (on: boolean) => void;
  close: () => Promise<void>;
};

/** Undoes quoted-printable encoding over a whole message. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of the client: this sandbox has no resolver for it, and the lookup
    // is the receiving server's cost, not ours.
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusing) {
        const error = new Error('Service not available') as Error & { responseCode: number };
        error.responseCode = 421;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
          receivedAt: performance.now(),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refuse: (on) => {
      refusing = on;
    },
    waitFor: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
