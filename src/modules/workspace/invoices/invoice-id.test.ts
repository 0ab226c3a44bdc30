import { generateInvoiceId, INVOICE_ID_PATTERN } from './invoice-id';

/** A generator that returns the given numbers in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('generateInvoiceId', () => {
  it('makes 5 letters or digits from the alphabet A-Z a-z 0-9', () => {
    // 0 → 'A', 26/62 → 'a', 61/62 → '9', 52/62 → '0', 25/62 → 'Z'.
    expect(generateInvoiceId([], sequence(0, 26 / 62, 61 / 62, 52 / 62, 25 / 62))).toBe('Aa90Z');
  });

  it('draws again while the id clashes with an existing one, ignoring case', () => {
    const random = sequence(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 / 62, 1 / 62, 1 / 62, 1 / 62, 1 / 62);
    // 'AAAAA' is taken, 'AAAAA' again, then 'BBBBB' is free (its lower-case twin 'bbbbb' is not among them).
    expect(generateInvoiceId(['aaaaa', 'CCCCC'], random)).toBe('BBBBB');
    expect(
      generateInvoiceId(
        ['bbbbb'],
        sequence(1 / 62, 1 / 62, 1 / 62, 1 / 62, 1 / 62, 2 / 62, 2 / 62, 2 / 62, 2 / 62, 2 / 62),
      ),
    ).toBe('CCCCC');
  });

  it('gives ids that match the pattern and differ from a thousand existing ones', () => {
    const existing = new Set<string>();
    for (let count = 0; count < 1000; count++) {
      const id = generateInvoiceId(existing);
      expect(id).toMatch(INVOICE_ID_PATTERN);
      expect(existing.has(id)).toBe(false);
      existing.add(id);
    }
    expect(existing.size).toBe(1000);
  });

  it('gives up instead of looping for ever when every draw clashes', () => {
    expect(() => generateInvoiceId(['AAAAA'], () => 0)).toThrow('Could not find a free invoice id.');
  });
});
