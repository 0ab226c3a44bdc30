import { BLANK_LETTER, letterOf, letterValues, lettersSchema, sameLetter } from './covering-letters-values';

const order = { type: 'PUR_ORD' as const, subject: 'Order', salutation: 'Dear Sir,', body: 'Please deliver.' };

describe('covering letters form values', () => {
  it('reads a saved letter (or none) and gives it back, with an image only when there is one', () => {
    expect(letterValues(null)).toEqual(BLANK_LETTER);
    expect(letterValues(order)).toEqual({
      subject: 'Order',
      salutation: 'Dear Sir,',
      body: 'Please deliver.',
      image: '',
    });
    expect(letterOf('PUR_ORD', letterValues(order))).toEqual(order);
    const image = 'data:image/png;base64,AAAA';
    expect(letterOf('PUR_ORD', { ...letterValues(order), image })).toEqual({ ...order, image });
  });

  it('tells an edited letter from the saved one', () => {
    expect(sameLetter(letterValues(order), letterValues(order))).toBe(true);
    expect(sameLetter(letterValues(order), { ...letterValues(order), body: 'Please deliver soon.' })).toBe(false);
    expect(sameLetter(letterValues(order), { ...letterValues(order), image: 'data:image/png;base64,AAAA' })).toBe(
      false,
    );
  });

  it('checks only the letter shown, each problem on its own field', () => {
    const values = { PUR_ENQ: BLANK_LETTER, PUR_ORD: { ...letterValues(order), subject: ' ' } };
    const shown = lettersSchema('PUR_ORD').safeParse(values);
    expect(shown.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['PUR_ORD.subject', 'Enter the subject of the letter.'],
    ]);
    expect(lettersSchema('PUR_ORD').safeParse({ ...values, PUR_ORD: letterValues(order) }).success).toBe(true);
    expect(
      lettersSchema('PUR_ENQ')
        .safeParse(values)
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['PUR_ENQ.subject', 'PUR_ENQ.salutation', 'PUR_ENQ.body']);
  });
});
