import { describe, expect, it } from 'vitest';
import { mergeJoinsVerifiedAccounts } from './customer-merge.ts';

describe('mergeJoinsVerifiedAccounts (issue 29 point 7)', () => {
  const verified = (accountId: string) => ({ accountId, accountVerified: true });
  it('issue 29.7: is true only for two different verified accounts', () => {
    expect(mergeJoinsVerifiedAccounts(verified('a'), verified('b'))).toBe(true);
    expect(mergeJoinsVerifiedAccounts(verified('a'), verified('a'))).toBe(false);
    expect(
      mergeJoinsVerifiedAccounts(verified('a'), { accountId: 'b', accountVerified: false }),
    ).toBe(false);
    expect(
      mergeJoinsVerifiedAccounts(verified('a'), { accountId: null, accountVerified: false }),
    ).toBe(false);
  });
});
