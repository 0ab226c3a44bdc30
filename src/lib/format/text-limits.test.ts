import { LONG_TEXT_MAX, TEXT_MAX, textLimitOf, textsTooLong } from './text-limits';

const long = (length: number) => 'x'.repeat(length);

describe('text limits', () => {
  it('gives a line of text 250 characters, a note 2,000, and a file or image none', () => {
    expect(textLimitOf('guestName')).toBe(TEXT_MAX);
    expect(textLimitOf('narration')).toBe(LONG_TEXT_MAX);
    expect(textLimitOf('descriptio')).toBe(LONG_TEXT_MAX);
    expect(textLimitOf('imgs')).toBeNull();
    expect(textLimitOf('photo')).toBeNull();
  });

  it('names every text of a body that is too long, by its path, and nothing else', () => {
    const body = {
      header: { name: long(TEXT_MAX + 1), narration: long(LONG_TEXT_MAX), reference: long(TEXT_MAX) },
      lines: [{ term: long(10) }, { term: long(LONG_TEXT_MAX + 5) }],
      imgs: [{ file: long(50_000) }],
      logo: `data:image/png;base64,${long(9000)}`,
      usr: { kCode: long(900) },
      qty: 5,
    };
    expect(textsTooLong(body)).toEqual({
      'header.name': 'At most 250 characters (this has 251).',
      'lines.1.term': 'At most 2,000 characters (this has 2,005).',
    });
    expect(textsTooLong({ name: 'Asha' })).toEqual({});
  });
});
