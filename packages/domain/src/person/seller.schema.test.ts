import { describe, expect, it } from 'vitest';
import {
  clientInputSchema,
  clientsCreateBodySchema,
  profileInputSchema,
  salutationSchema,
  sellerInputSchema,
} from './seller.schema.ts';

const issues = (input: unknown) => {
  const result = sellerInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('seller input (seller-side.md §5 Seller step)', () => {
  it("requires e-mail or telephone, reported on both ('Inserire numero di telefono o email')", () => {
    expect(issues({ name: 'Anna', familyName: 'Rossi', email: '', tel: '' })).toEqual([
      'email: global.errors.emailOrTel',
      'tel: global.errors.emailOrTel',
    ]);
    expect(issues({ name: 'Anna', familyName: 'Rossi', tel: '+39 333 1234567' })).toEqual([]);
  });

  it('requires name and family name', () => {
    expect(issues({ email: 'anna@example.com' })).toEqual([
      'name: global.errors.required',
      'familyName: global.errors.required',
    ]);
  });

  it('lets a construction firm give its company name instead (buyer-side.md §5 Profile dialog)', () => {
    expect(
      issues({ sellerType: 'construction', companyName: 'Bau GmbH', email: 'info@bau.example' }),
    ).toEqual([]);
    expect(
      issues({ sellerType: 'private', companyName: 'Bau GmbH', email: 'info@bau.example' }),
    ).toHaveLength(2);
  });

  it('asks a construction firm without names for names or the company name (buyer-side.md §5 Profile dialog)', () => {
    expect(issues({ sellerType: 'construction', email: 'info@bau.example' })).toEqual([
      'name: global.errors.companyOrName',
      'familyName: global.errors.companyOrName',
      'companyName: global.errors.companyOrName',
    ]);
    expect(
      issues({ sellerType: 'construction', name: 'Paola', email: 'info@bau.example' }),
    ).toEqual([
      'familyName: global.errors.companyOrName',
      'companyName: global.errors.companyOrName',
    ]);
  });

  it("checks the e-mail on the lowercased text ('Indirizzo email non valido')", () => {
    expect(
      sellerInputSchema.parse({ name: 'A', familyName: 'B', email: ' Anna.Rossi@Example.COM ' })
        .email,
    ).toBe('anna.rossi@example.com');
    expect(issues({ name: 'A', familyName: 'B', email: 'anna@' })).toEqual([
      'email: global.errors.email',
    ]);
  });

  it('removes empty strings and drops the PEC of a private seller', () => {
    const parsed = sellerInputSchema.parse({
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@example.com',
      companyName: '',
      tel: '',
      pec: 'anna@pec.it',
    });
    expect(parsed.companyName).toBeUndefined();
    expect(parsed.tel).toBeUndefined();
    expect(parsed.pec).toBeUndefined();
    expect(
      sellerInputSchema.parse({
        sellerType: 'agent',
        name: 'A',
        familyName: 'B',
        email: 'a@b.it',
        pec: 'a@pec.it',
      }).pec,
    ).toBe('a@pec.it');
  });

  it('stores the salutation as f or m and reads the spoken forms (decisions.md)', () => {
    expect(salutationSchema.parse('Signora')).toBe('f');
    expect(salutationSchema.parse('Herr')).toBe('m');
    expect(salutationSchema.parse('m')).toBe('m');
    expect(salutationSchema.safeParse('x').success).toBe(false);
  });

  it('rejects an unknown seller type and language', () => {
    expect(
      issues({ name: 'A', familyName: 'B', email: 'a@b.it', sellerType: 'bank' }),
    ).toHaveLength(1);
    expect(issues({ name: 'A', familyName: 'B', email: 'a@b.it', language: 'fr' })).toHaveLength(1);
  });
});

describe('client input (buyer-side.md §5 New client dialog)', () => {
  it('requires a valid e-mail, name and family name', () => {
    expect(
      clientInputSchema.safeParse({ name: 'Max', familyName: 'Huber', email: 'max@huber.example' })
        .success,
    ).toBe(true);
    const result = clientInputSchema.safeParse({ name: '', familyName: ' ', email: 'no' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'name',
      'familyName',
      'email',
    ]);
  });

  it('requires the privacy checkbox', () => {
    const client = { name: 'Max', familyName: 'Huber', email: 'max@huber.example' };
    expect(
      clientsCreateBodySchema.safeParse({ client: { ...client, privacy: true } }).success,
    ).toBe(true);
    expect(
      clientsCreateBodySchema.safeParse({ client: { ...client, privacy: false } }).success,
    ).toBe(false);
  });
});

describe('profile dialog (buyer-side.md §5 Profile dialog)', () => {
  const profileIssues = (input: unknown) => {
    const result = profileInputSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it("requires a valid e-mail ('global.errors.email'); a telephone number does not replace it", () => {
    expect(profileIssues({ name: 'Anna', familyName: 'Rossi', tel: '0471 123456' })).toEqual([
      'email: global.errors.email',
    ]);
    expect(profileIssues({ name: 'Anna', familyName: 'Rossi', email: 'anna@' })).toEqual([
      'email: global.errors.email',
    ]);
    expect(profileIssues({ name: 'Anna', familyName: 'Rossi', email: 'anna@rossi.it' })).toEqual(
      [],
    );
  });

  it('requires name and family name', () => {
    expect(profileIssues({ email: 'anna@rossi.it', name: ' ', familyName: '' })).toEqual([
      'name: global.errors.required',
      'familyName: global.errors.required',
    ]);
  });

  it('lets a construction seller give a company name instead of name and family name', () => {
    expect(
      profileIssues({ sellerType: 'construction', companyName: 'Bau GmbH', email: 'a@bau.it' }),
    ).toEqual([]);
    expect(
      profileIssues({ sellerType: 'private', companyName: 'Bau GmbH', email: 'a@bau.it' }),
    ).toHaveLength(2);
    expect(profileIssues({ sellerType: 'construction', email: 'a@bau.it' })).toEqual([
      'name: global.errors.companyOrName',
      'familyName: global.errors.companyOrName',
      'companyName: global.errors.companyOrName',
    ]);
  });

  it('keeps salutation f or m and the language', () => {
    const parsed = profileInputSchema.parse({
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@rossi.it',
      salutation: 'Signora',
      language: 'de',
    });
    expect(parsed.salutation).toBe('f');
    expect(parsed.language).toBe('de');
    expect(profileIssues({ name: 'A', familyName: 'B', email: 'a@b.it', salutation: 'x' })).toEqual(
      ['salutation: Invalid input'],
    );
  });

  it('ignores staff flags and other keys the dialog does not have', () => {
    const parsed = profileInputSchema.parse({
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@rossi.it',
      isAdmin: true,
      isSuperAdmin: true,
      admin: { isAdmin: true },
      isSelfInserted: false,
      _id: '00000000-0000-0000-0000-000000000001',
    });
    expect(Object.keys(parsed)).not.toContain('isAdmin');
    expect(Object.keys(parsed)).not.toContain('admin');
    expect(Object.keys(parsed)).not.toContain('isSelfInserted');
    expect(Object.keys(parsed)).not.toContain('_id');
  });

  it('removes empty strings and drops the PEC of a private seller (seller-side.md §5)', () => {
    const parsed = profileInputSchema.parse({
      name: 'Anna',
      familyName: 'Rossi',
      email: 'anna@rossi.it',
      sellerType: 'private',
      tel: '',
      companyName: '',
      pec: 'anna@pec.it',
    });
    expect(parsed.tel).toBeUndefined();
    expect(parsed.companyName).toBeUndefined();
    expect(parsed.pec).toBeUndefined();
    expect(
      profileInputSchema.parse({
        sellerType: 'construction',
        companyName: 'Bau GmbH',
        email: 'a@bau.it',
        pec: 'bau@pec.it',
      }).pec,
    ).toBe('bau@pec.it');
    expect(
      profileInputSchema.parse({ name: 'A', familyName: 'B', email: 'a@b.it', pec: 'a@pec.it' })
        .pec,
    ).toBeUndefined();
  });
});
