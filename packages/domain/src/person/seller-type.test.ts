import { describe, expect, it } from 'vitest';
import { sellerTypesFor } from './seller-type.ts';

const agent = { isAgent: true, isAdmin: false, isSuperAdmin: false };
const admin = { isAgent: false, isAdmin: true, isSuperAdmin: false };
const agentAdmin = { isAgent: true, isAdmin: true, isSuperAdmin: false };

describe('seller types a member of staff may give a new customer (seller-side.md §5 Seller step, §6; buyer-side.md §5)', () => {
  it('does not offer an agent the agent type', () => {
    expect(sellerTypesFor(agent)).toEqual(['private', 'construction']);
  });

  it('offers admins every type, also when they are agents too', () => {
    expect(sellerTypesFor(admin)).toEqual(['private', 'agent', 'construction']);
    expect(sellerTypesFor(agentAdmin)).toEqual(['private', 'agent', 'construction']);
  });
});
