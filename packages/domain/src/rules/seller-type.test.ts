import { describe, expect, it } from 'vitest';
import { canChooseSellerType, sellerTypesFor } from './seller-type.ts';

const agent = { isAgent: true, isAdmin: false, isSuperAdmin: false };
const admin = { isAgent: false, isAdmin: true, isSuperAdmin: false };
const agentAdmin = { isAgent: true, isAdmin: true, isSuperAdmin: false };

describe('seller types a member of staff may choose (seller-side.md §5 Seller step, §6; buyer-side.md §5)', () => {
  it('does not let an agent create an agent seller', () => {
    expect(canChooseSellerType(agent, 'agent')).toBe(false);
    expect(sellerTypesFor(agent)).toEqual(['private', 'construction']);
  });

  it('lets admins choose every type, also when they are agents too', () => {
    expect(sellerTypesFor(admin)).toEqual(['private', 'agent', 'construction']);
    expect(canChooseSellerType(agentAdmin, 'agent')).toBe(true);
  });

  it('lets an agent choose private and construction sellers', () => {
    expect(canChooseSellerType(agent, 'private')).toBe(true);
    expect(canChooseSellerType(agent, 'construction')).toBe(true);
  });
});
