import { newPassCode, passCodeMatches, PASS_CODE_ALPHABET } from './pass-code';

const bytesFrom = (values: number[]) => {
  let at = 0;
  return (bytes: Uint8Array) => bytes.map(() => values[at++ % values.length]!);
};

describe('the dispatch pass code', () => {
  it('is six characters of A–Z and 0–9', () => {
    const code = newPassCode((bytes) => crypto.getRandomValues(bytes));
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(newPassCode(bytesFrom([0, 25, 26, 35, 36, 71]))).toBe('AZ09A9');
  });

  it('throws away bytes that would favour some characters', () => {
    expect(newPassCode(bytesFrom([252, 255, 1, 2, 3, 4, 5, 6]))).toBe('BCDEFG');
    expect(PASS_CODE_ALPHABET).toHaveLength(36);
  });

  it('matches what the gate types, whatever its case and spaces, and nothing else', () => {
    expect(passCodeMatches('K7Q2ZX', ' k7q2zx ')).toBe(true);
    expect(passCodeMatches('K7Q2ZX', 'K7Q2Z')).toBe(false);
    expect(passCodeMatches('K7Q2ZX', 'K7Q2ZY')).toBe(false);
    expect(passCodeMatches('', '')).toBe(false);
  });
});
