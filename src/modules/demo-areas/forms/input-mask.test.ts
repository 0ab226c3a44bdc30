import { applyMask, gstinCheckCharacter, maskedCaret, maskedDate, maskProblem, MASKS } from './input-mask';

describe('applyMask', () => {
  it('upper-cases a PAN and drops what does not fit', () => {
    expect(applyMask('abcde1234f', MASKS.pan.pattern)).toBe('ABCDE1234F');
    expect(applyMask('ab1cde1234fgh', MASKS.pan.pattern)).toBe('ABCDE1234F');
    expect(applyMask('abc', MASKS.pan.pattern)).toBe('ABC');
  });

  it('puts literals in as the user types, without a trailing one', () => {
    expect(applyMask('9876543210', MASKS.phone.pattern)).toBe('98765 43210');
    expect(applyMask('98765', MASKS.phone.pattern)).toBe('98765');
    expect(applyMask('987654', MASKS.phone.pattern)).toBe('98765 4');
    expect(applyMask('+91-98765-43210', MASKS.phone.pattern)).toBe('91987 65432');
    expect(applyMask('05032026', MASKS.date.pattern)).toBe('05/03/2026');
  });

  it('keeps a literal the user typed, and adds one they did not', () => {
    expect(applyMask('05/03/2026', MASKS.date.pattern)).toBe('05/03/2026');
    expect(applyMask('27aapfu0939f1zv', MASKS.gstin.pattern)).toBe('27AAPFU0939F1ZV');
    expect(applyMask('27aapfu0939f1v', MASKS.gstin.pattern)).toBe('27AAPFU0939F1ZV');
  });

  it('is stable: masking a masked value changes nothing', () => {
    for (const { pattern, example } of Object.values(MASKS)) expect(applyMask(example, pattern)).toBe(example);
  });
});

describe('maskedCaret', () => {
  it('lands after the same number of typed characters', () => {
    // Typing the 6th digit at the end of "98765": the caret goes after "98765 4".
    expect(maskedCaret('987654', 6, MASKS.phone.pattern)).toBe(7);
    // Typing a digit in the middle of "98765 43210" after "987": caret after the 4th digit.
    expect(maskedCaret('9871 6543210', 4, MASKS.phone.pattern)).toBe(4);
  });
});

describe('checks', () => {
  it('computes the GSTIN check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(maskProblem('gstin', '27AAPFU0939F1ZV')).toBeNull();
    expect(maskProblem('gstin', '27AAPFU0939F1ZA')).toBe(
      'The last character does not match: check the GSTIN for a typing mistake.',
    );
    expect(maskProblem('gstin', '99AAPFU0939F1ZV')).toBe('The first two digits are a state code from 01 to 38.');
  });

  it('reads a date and refuses one that does not exist', () => {
    expect(maskedDate('05/03/2026')).toBe('2026-03-05');
    expect(maskedDate('29/02/2024')).toBe('2024-02-29');
    expect(maskedDate('29/02/2025')).toBeNull();
    expect(maskProblem('date', '31/04/2026')).toBe('There is no such date.');
  });

  it('names an incomplete value, a bad PIN and a bad mobile number', () => {
    expect(maskProblem('pan', 'ABCDE12')).toBe('Enter all of it, like ABCDE1234F.');
    expect(maskProblem('pin', '026010')).toBe('A PIN code does not start with 0.');
    expect(maskProblem('phone', '12345 67890')).toBe('A mobile number starts with 6, 7, 8 or 9.');
    expect(maskProblem('pan', '')).toBeNull();
    expect(maskProblem('pin', '226010')).toBeNull();
  });
});
