import { describe, expect, it } from 'vitest';
import { canonicalPhone, formatPhone, formatPhoneInput, isValidPhone, phoneSearchDigits, usPhoneDigits } from './phone-number';

/** Part 2 §5 "Registration and password", "Account edit", "Checkout" (staff), "Contact and support forms". */
describe('usPhoneDigits: one rule for US (NANP) numbers', () => {
  it.each([
    ['8455550142'],
    ['(845) 555-0142'],
    ['(845) 555.0142'],
    ['845 555 0142'],
    ['845.555.0142'],
    ['845-555-0142'],
    ['+1 845 555 0142'],
    ['+18455550142'],
    ['+1 (845) 555-0142'],
    ['+1-845-555-0142'],
    ['1-845-555-0142'],
    ['1 845 555 0142'],
    ['1 (845) 555-0142'],
    ['18455550142'],
    ['  (845) 555-0142  '],
    ['845\u00a0555\u00a00142'],
    ['845\u2011555\u20110142'],
  ])('accepts %j as 8455550142', (text) => {
    expect(usPhoneDigits(text)).toBe('8455550142');
    expect(isValidPhone(text)).toBe(true);
  });

  it.each([
    ['', 'nothing'],
    ['555-0142', 'seven digits'],
    ['845 555 014', 'nine digits'],
    ['845555014299', 'twelve digits'],
    ['(845) 555-01423', 'eleven digits not led by 1'],
    ['28455550142', 'eleven digits led by 2'],
    ['+44 20 7946 0958', 'a UK number'],
    ['+52 55 1234 5678', 'a Mexican number'],
    ['+8455550142', 'a plus not followed by 1'],
    ['+2 845 555 0142', 'country code 2'],
    ['011 44 20 7946 0958', 'an international dialling prefix'],
    ['(045) 555-0142', 'an area code starting with 0'],
    ['(145) 555-0142', 'an area code starting with 1'],
    ['(184) 555-5014', 'the corrupted form of +1 845 555 0142'],
    ['(845) 055-0142', 'an exchange starting with 0'],
    ['(845) 155-0142', 'an exchange starting with 1'],
    ['1 (045) 555-0142', 'a country code before an area code starting with 0'],
    ['845-555-CALL', 'letters'],
    ['(845) 555-0142 x12', 'an extension'],
    ['845/555/0142', 'slashes'],
    ['1+845 555 0142', 'a plus after the country code'],
  ])('refuses %j (%s)', (text) => {
    expect(usPhoneDigits(text)).toBeUndefined();
    expect(isValidPhone(text)).toBe(false);
  });

  it('canonicalPhone gives the digits, or the text unchanged for the schema to refuse', () => {
    expect(canonicalPhone('+1 (845) 555-0142')).toBe('8455550142');
    expect(canonicalPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('formatPhone: the display form (###) ###-####', () => {
  it('shows any US form the same way', () => {
    for (const text of ['8455550142', '+1 845 555 0142', '1-845-555-0142']) expect(formatPhone(text)).toBe('(845) 555-0142');
  });

  it('shows what is not a US number as it is, never a different number', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatPhoneInput: the field as it is typed, pasted or autofilled', () => {
  it('formats national digits as they are typed', () => {
    const shown: string[] = [];
    let value = '';
    for (const key of '8455550142') shown.push((value = formatPhoneInput(value + key)));
    expect(shown).toEqual(['(8', '(84', '(845', '(845) 5', '(845) 55', '(845) 555', '(845) 555-0', '(845) 555-01', '(845) 555-014', '(845) 555-0142']);
  });

  it('drops a country code 1 typed key by key, so the number is never shifted', () => {
    let value = '';
    for (const key of '+1 845 555 0142') value = formatPhoneInput(value + key);
    expect(value).toBe('(845) 555-0142');
    value = '';
    for (const key of '18455550142') value = formatPhoneInput(value + key);
    expect(value).toBe('(845) 555-0142');
  });

  it.each([['+1 845 555 0142'], ['+1 (845) 555-0142'], ['1-845-555-0142'], ['845.555.0142'], ['(845) 555-0142']])(
    'a pasted or autofilled %j becomes (845) 555-0142',
    (pasted) => expect(formatPhoneInput(pasted)).toBe('(845) 555-0142'),
  );

  it('keeps a country code alone while it is being typed', () => {
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('+1')).toBe('+1');
    expect(formatPhoneInput('+1 ')).toBe('+1 ');
    expect(formatPhoneInput('1')).toBe('1');
    expect(formatPhoneInput('(')).toBe('');
  });

  it.each([['+44 20 7946 0958'], ['+4'], ['(845) 555-01423'], ['845-555-CALL']])('leaves %j as typed, to be refused', (typed) => {
    expect(formatPhoneInput(typed)).toBe(typed);
  });

  it('deleting a digit leaves a shorter partial number', () => {
    expect(formatPhoneInput('(845) 555-014')).toBe('(845) 555-014');
    expect(formatPhoneInput('(845) 5')).toBe('(845) 5');
    expect(formatPhoneInput('(845)')).toBe('(845');
  });
});

describe('phoneSearchDigits: what a staff customer search looks for', () => {
  it.each([
    ['+1 845 555 0142', '8455550142'],
    ['+1 845 55', '84555'],
    ['1 (845) 55', '84555'],
    ['(845) 55', '84555'],
    ['0142', '0142'],
    ['142', '142'],
  ])('%j -> %j', (text, digits) => expect(phoneSearchDigits(text)).toBe(digits));
});
