import { describe, expect, it } from 'vitest';
import { canBuyerChangeViewing } from '@domus/domain/person/permissions';
import { loadConfig } from '../src/config.ts';
import {
  checkViewingLink,
  signViewingLink,
  viewingLinkKey,
  type ViewingLinkClaims,
} from '../src/modules/viewings/viewing-links.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const key = 'a-test-key-of-at-least-sixteen-characters';
const viewingId = '6b1f3c2a-0d4e-4c55-9a77-2e9c1b0f8a11';
const claims: ViewingLinkClaims = {
  viewingId,
  action: 'cancel',
  // The link acts until the viewing starts.
  expiresAt: new Date('2026-12-07T09:00:00Z'),
  sequence: 1,
};
const target = { viewingId, action: 'cancel' as const, sequence: 1 };
/** The clock the tests control. */
const before = new Date('2026-12-05T12:00:00Z');

describe('the buyer’s signed viewing links (issue 33 point 2)', () => {
  it('a fresh link is valid, and lets the buyer act without logging in', () => {
    const check = checkViewingLink(key, signViewingLink(key, claims), target, before);
    expect(check).toEqual({ answer: 'valid', claims });
    expect(canBuyerChangeViewing(check.answer)).toBe(true);
  });

  it('expires at its expiry, by the clock the caller gives', () => {
    const token = signViewingLink(key, claims);
    expect(checkViewingLink(key, token, target, new Date('2026-12-07T08:59:59Z')).answer).toBe(
      'valid',
    );
    const expired = checkViewingLink(key, token, target, new Date('2026-12-07T09:00:00Z'));
    expect(expired.answer).toBe('expired');
    expect(canBuyerChangeViewing(expired.answer)).toBe(false);
  });

  it('is superseded once the viewing changed (a higher sequence), even before expiry', () => {
    const token = signViewingLink(key, claims);
    const check = checkViewingLink(key, token, { ...target, sequence: 2 }, before);
    expect(check.answer).toBe('superseded');
    expect(canBuyerChangeViewing(check.answer)).toBe(false);
    // The new mail's link works.
    const fresh = signViewingLink(key, { ...claims, sequence: 2 });
    expect(checkViewingLink(key, fresh, { ...target, sequence: 2 }, before).answer).toBe('valid');
  });

  it('is tampered when any part is changed, signed with another key, or for another viewing', () => {
    const token = signViewingLink(key, claims);
    const [payload, mac] = token.split('.') as [string, string];
    const changed = (edit: (text: string) => string) =>
      `${Buffer.from(edit(Buffer.from(payload, 'base64url').toString()), 'utf8').toString('base64url')}.${mac}`;
    const tampered = [
      // A later expiry, a higher sequence, another action, written into the payload.
      changed((text) => text.replace(/\.(\d+)\.1$/, (_, s: string) => `.${Number(s) + 86_400}.1`)),
      changed((text) => text.replace(/\.1$/, '.2')),
      changed((text) => text.replace('.cancel.', '.reschedule.')),
      // The signature flipped in one character.
      `${payload}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`,
      // The last character of the signature and of the payload spelt otherwise: base64url
      // decodes them to the same bytes (the unused low bits), but it is not the link sent.
      `${payload}.${mac.slice(0, -1)}${otherSpelling(mac.at(-1)!)}`,
      ...(payload.length % 4 === 1
        ? []
        : [`${payload.slice(0, -1)}${otherSpelling(payload.at(-1)!)}.${mac}`]),
      signViewingLink('another-key-of-sixteen-characters', claims),
      'not-a-token',
      '',
      `${token}.extra`,
    ];
    for (const bad of tampered) {
      expect(bad).not.toBe(token);
      const check = checkViewingLink(key, bad, { ...target, sequence: 2 }, before);
      expect(check, bad).toEqual({ answer: 'tampered' });
      expect(canBuyerChangeViewing(check.answer)).toBe(false);
    }
    // A genuine link opened for another viewing or for the other action.
    expect(checkViewingLink(key, token, { ...target, viewingId: 'e7c6…' }, before).answer).toBe(
      'tampered',
    );
    expect(checkViewingLink(key, token, { ...target, action: 'reschedule' }, before).answer).toBe(
      'tampered',
    );
  });

  it('a sequence above the viewing’s own was never sent: tampered', () => {
    const token = signViewingLink(key, { ...claims, sequence: 5 });
    expect(checkViewingLink(key, token, target, before).answer).toBe('tampered');
  });
});

describe('the links’ secret (issue 33 point 2)', () => {
  it('is VIEWINGS_HMAC_KEY, else a random key kept in DATA_DIR that survives a restart', async () => {
    expect(await viewingLinkKey(loadConfig({ VIEWINGS_HMAC_KEY: key }))).toBe(key);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'viewings-key-'));
    try {
      const first = await viewingLinkKey(loadConfig({ DATA_DIR: dataDir }));
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await viewingLinkKey(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
      expect((await readFile(path.join(dataDir, 'viewings-hmac.key'), 'utf8')).trim()).toBe(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('must be at least 16 characters', () => {
    expect(() => loadConfig({ VIEWINGS_HMAC_KEY: 'short' })).toThrow(/VIEWINGS_HMAC_KEY/);
  });
});

/** Another base64url character with the same high bits (the bits a short last group uses). */
function otherSpelling(char: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const index = alphabet.indexOf(char);
  return alphabet[index ^ 1]!;
}
