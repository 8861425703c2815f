/**
 * `npm run fault:smtp -- [--outage-minutes 10] [--mails 30] [--no-write]`: the mail server goes
 * away for a while and comes back; every mail queued before, during and after must reach it
 * exactly once (issue 13, faults).
 *
 * The real server pieces in this process: buildApp over PGlite in a temporary DATA_DIR,
 * listening on a free port, the mail worker with its production retry pauses (10 s, doubling),
 * and an SMTP server in process (the test suite's sink) that is closed for the outage (its port
 * refuses connections) and opened again on the same port. Mails are login links asked for by real
 * HTTP calls, each with its own address, client address and solved captcha.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { isNull } from 'drizzle-orm';
import type { CaptchaChallenge } from '@domus/domain/core/captcha.schema';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { mailOutbox } from '../apps/api/src/db/schema.ts';
import { createMailWorker } from '../apps/api/src/modules/mail/mail-worker.ts';
import { startSmtpSink, type SmtpSink } from '../apps/api/test/helpers/smtp-sink.ts';
import { freePort } from './lib/local-server.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';

const { values: args } = parseArgs({
  options: {
    'outage-minutes': { type: 'string', default: '10' },
    mails: { type: 'string', default: '30' },
    'no-write': { type: 'boolean', default: false },
  },
});
const outageMs = Number(args['outage-minutes']) * 60_000;
const mails = Number(args.mails);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (
    await fetch(`${baseUrl}/api/v1/captcha/challenge`)
  ).json()) as CaptchaChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function main(): Promise<void> {
  const load = os.loadavg()[0]!.toFixed(1);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-fault-smtp-'));
  const smtpPort = await freePort();
  let sink: SmtpSink = await startSmtpSink(smtpPort);
  const received: string[] = [];
  const collect = (s: SmtpSink) => () => received.push(...s.received.flatMap((m) => m.to));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await handle.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    CAPTCHA_COST: '1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  const app = await buildApp({ config, db: handle.db });
  const worker = createMailWorker({ db: handle.db, config, log: app.log });
  await app.listen({ port: 0, host: '127.0.0.1' });
  worker.start();
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const asked: string[] = [];
  const failures: string[] = [];
  let n = 0;
  const ask = async () => {
    n += 1;
    const to = `fault-smtp-${n}@example.com`;
    const res = await fetch(`${baseUrl}/api/v1/account/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${n % 250}`,
      },
      body: JSON.stringify({ email: to, captcha: await solvedCaptcha(baseUrl), lang: 'en' }),
    });
    await res.arrayBuffer();
    if (res.status === 200) asked.push(to);
    else failures.push(`${to}: ${res.status}`);
  };

  const third = Math.max(1, Math.floor(mails / 3));
  let backAt: number;
  /** The sink stamps arrivals with performance.now(). */
  let backAtClock: number;
  let lastDeliveryAt: number;
  try {
    console.log(`${third} mails with the SMTP server up…`);
    for (let i = 0; i < third; i++) await ask();
    await sleep(2_000);
    collect(sink)();
    await sink.close();
    console.log(`SMTP server down for ${outageMs / 1000} s; ${third} mails asked for meanwhile…`);
    const downAt = Date.now();
    for (let i = 0; i < third; i++) {
      await ask();
      await sleep(Math.min(outageMs / third, 30_000));
    }
    await sleep(Math.max(0, outageMs - (Date.now() - downAt)));
    sink = await startSmtpSink(smtpPort);
    backAt = Date.now();
    backAtClock = performance.now();
    console.log('SMTP server back; the rest of the mails…');
    for (let i = 0; i < mails - 2 * third; i++) await ask();
    // Every mail out, or the retry pauses of the worker run past the outage with room to spare.
    const deadline = backAt + Math.max(120_000, outageMs);
    for (;;) {
      const pending = await handle.db.$count(mailOutbox, isNull(mailOutbox.sentAt));
      if (pending === 0) break;
      if (Date.now() > deadline) {
        failures.push(`${pending} mails still in the outbox ${(deadline - backAt) / 1000} s after`);
        break;
      }
      await sleep(500);
    }
    await sleep(1_000);
    lastDeliveryAt = Math.max(0, ...sink.received.map((m) => m.receivedAt));
    collect(sink)();
  } finally {
    await app.close();
    await worker.stop();
    await sink.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const counts = new Map<string, number>();
  for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
  const lost = asked.filter((to) => !counts.has(to));
  const twice = [...counts].filter(([, c]) => c > 1).map(([to]) => to);
  const afterBack = lastDeliveryAt ? (lastDeliveryAt - backAtClock) / 1000 : NaN;
  const ok = lost.length === 0 && twice.length === 0 && failures.length === 0;
  console.log(
    `${asked.length} mails asked for, ${received.length} received, ${lost.length} lost, ` +
      `${twice.length} twice; last delivery ${afterBack.toFixed(1)} s after the server came back. ` +
      (ok ? 'Target met.' : `Target missed. ${failures.join('; ')}`),
  );
  process.exitCode = ok ? 0 : 1;
  if (args['no-write']) return;
  writeBenchSection(
    'fault:smtp',
    [
      '## SMTP server down and back (`npm run fault:smtp`)',
      '',
      `Outage ${outageMs / 60_000} min (the script's default is 10 min), ${mails} login-link mails: a third before, a third during, a third after the outage, each a real HTTP call. buildApp on PGlite with the mail worker (production retry pauses: 10 s, doubling, up to 1 h) in one process; an SMTP server in process, closed for the outage (connections refused) and opened again on the same port. Target (issue 13): every mail delivered, once.`,
      '',
      '| Mails asked for | Received | Lost | Delivered twice | Last delivery after the server came back |',
      '| ---: | ---: | ---: | ---: | ---: |',
      `| ${asked.length} | ${received.length} | ${lost.length} | ${twice.length} | ${afterBack.toFixed(1)} s |`,
      '',
      `${ok ? 'Target met' : `Target missed: ${failures.join('; ')}`}. Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; ${machineSummary()}; load average ${load} before the run (other work was running on the machine).`,
    ].join('\n'),
  );
}

await main();
