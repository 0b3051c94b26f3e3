import { describe, expect, it } from 'vitest';
import { CARD_FORMAT_ERROR, checkCardNumber, checkExpiration, expirationYears, PAST_DATE_ERROR, INVALID_DATE_ERROR } from './medical-card';

describe('medical card numbers by state (part 2 §5 "Medical card")', () => {
  it('OH: five groups of four digits separated by dashes', () => {
    expect(checkCardNumber('OH', '1234-5678-9012-3456-7890')).toEqual({ ok: true, number: '1234-5678-9012-3456-7890' });
    expect(checkCardNumber('OH', '1234-5678-9012-3456')).toEqual({ ok: false, message: 'Ohio medical card must be format ####-####-####-####-####.' });
  });

  it('FL: P and at least 7 letters or digits, stored uppercased', () => {
    expect(checkCardNumber('FL', ' p1234abc ')).toEqual({ ok: true, number: 'P1234ABC' });
    expect(checkCardNumber('FL', 'P12345')).toMatchObject({ ok: false, message: expect.stringContaining('Florida patient ID') });
  });

  it('IL: QP., OP. or MQP. and at least 7 letters or digits, stored uppercased', () => {
    for (const number of ['qp.1234567', 'OP.ABCDEFG', 'MQP.12AB34C']) expect(checkCardNumber('IL', number).ok, number).toBe(true);
    expect(checkCardNumber('IL', 'XP.1234567').ok).toBe(false);
    expect(checkCardNumber('IL', 'QP1234567').ok).toBe(false);
  });

  it('other states: any non-empty value', () => {
    expect(checkCardNumber('NY', 'anything')).toEqual({ ok: true, number: 'anything' });
    expect(checkCardNumber('NY', '   ')).toEqual({ ok: false, message: CARD_FORMAT_ERROR });
  });
});

describe('medical card expiration (part 2 §5)', () => {
  it('needs a real date after today', () => {
    expect(checkExpiration(2027, 2, 28, '2026-11-21')).toEqual({ ok: true, date: '2027-02-28' });
    expect(checkExpiration(2027, 2, 30, '2026-11-21')).toEqual({ ok: false, message: INVALID_DATE_ERROR });
    expect(checkExpiration(2026, 11, 21, '2026-11-21')).toEqual({ ok: false, message: PAST_DATE_ERROR });
    expect(checkExpiration(2026, 11, 22, '2026-11-21').ok).toBe(true);
  });

  it('offers this year and the next 9', () => {
    expect(expirationYears(2026)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });
});
