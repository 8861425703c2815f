import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInput, parseMoneyInput } from './money.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money display (decisions.md Numbers and formats, seller-side.md §1)', () => {
  it("writes '250.000 €' in it and de and '€250,000' in en", () => {
    expect(plain(formatMoney(250000, 'it'))).toBe('250.000 €');
    expect(plain(formatMoney(250000, 'de'))).toBe('250.000 €');
    expect(formatMoney(250000, 'en')).toBe('€250,000');
  });

  it('shows no decimals for whole amounts and two otherwise', () => {
    expect(plain(formatMoney(850, 'it'))).toBe('850 €');
    expect(plain(formatMoney(1234.5, 'de'))).toBe('1.234,50 €');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
  });

  it('groups four-digit amounts in Italian too', () => {
    expect(plain(formatMoney(5000, 'it'))).toBe('5.000 €');
  });

  it('uses Italian for an unknown language', () => {
    expect(plain(formatMoney(1000000, 'fr'))).toBe('1.000.000 €');
  });
});

describe('money inputs (seller-side.md §5: dot thousands, comma decimals, 2 decimals, no negatives, no leading zeros)', () => {
  it.each([
    ['250.000', 250000],
    ['250000', 250000],
    ['1.234,56', 1234.56],
    ['1.234,5 €', 1234.5],
    ['0', 0],
    ['0,5', 0.5],
    [' 12.000 € ', 12000],
  ] as const)('reads %j as %s', (text, value) => {
    expect(parseMoneyInput(text)).toBe(value);
  });

  it.each(['', '-5', '1,234', '0123', '00', '1.23', '12.34.567', 'abc', '1,2,3', '1.000,'])(
    'rejects %j',
    (text) => {
      expect(parseMoneyInput(text)).toBeNull();
    },
  );

  it('writes amounts the way the inputs show them', () => {
    expect(formatMoneyInput(250000)).toBe('250.000');
    expect(formatMoneyInput(1234.5)).toBe('1.234,50');
    expect(formatMoneyInput(0)).toBe('0');
    expect(formatMoneyInput(999.999)).toBe('1.000');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 7, 1000, 1234567.89, 0.05]) {
      expect(parseMoneyInput(formatMoneyInput(value))).toBe(value);
    }
  });
});
