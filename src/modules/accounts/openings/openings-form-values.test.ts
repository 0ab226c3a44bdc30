import { draftsOfValues, openingsSchema, openingsValues } from './openings-form-values';

const paths = (values: unknown) =>
  openingsSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('openingsSchema', () => {
  it('marks each wrong box on its own line, and an unbalanced set on the lines', () => {
    const values = openingsValues(['A', 'B', 'C'], new Map([['A', { debit: '100', credit: '' }]]));
    expect(paths(values)).toEqual([['lines', expect.stringContaining('differ by 100.00')]]);
    const wrong = {
      search: '',
      lines: [
        { account: 'A', debit: '100', credit: '' },
        { account: 'B', debit: '-5', credit: '' },
        { account: 'C', debit: '10', credit: '110' },
      ],
    };
    expect(paths(wrong)).toEqual([
      ['lines.1.debit', 'Opening amounts cannot be negative; use the other side.'],
      ['lines.2.credit', 'Give a debit or a credit, not both.'],
    ]);
    expect(paths({ search: 'x', lines: [wrong.lines[0], { account: 'B', debit: '', credit: '100.00' }] })).toEqual([]);
  });

  it('turns the values back into the boxes by account', () => {
    const values = openingsValues(['A', 'B'], new Map([['B', { debit: '', credit: '5' }]]));
    expect(draftsOfValues(values.lines)).toEqual(
      new Map([
        ['A', { debit: '', credit: '' }],
        ['B', { debit: '', credit: '5' }],
      ]),
    );
  });
});
