import {
  draftFigures,
  EMPTY_DRAFT,
  noteBody,
  noteFieldOf,
  noteProblems,
  noteSchema,
  noteServerProblems,
} from './debit-note-form-values';

const requirements = {
  seq: 'SDN26-11/0001',
  dat: '2026-11-24',
  customers: [],
  taxes: [
    {
      code: 'GST18',
      name: 'GST 18%',
      components: [
        { component: 'CGST', percent: 9 },
        { component: 'SGST', percent: 9 },
      ],
    },
  ],
};

describe('the debit note form', () => {
  it('marks every missing field and a bad amount at once', () => {
    expect(noteProblems({ ...EMPTY_DRAFT, amount: '12.345' })).toEqual({
      customer: 'Choose the customer.',
      kind: 'Choose what the note is for.',
      reason: 'Enter the reason the customer will read.',
      amount: 'Enter an amount with at most two decimals',
    });
    expect(noteProblems({ ...EMPTY_DRAFT, customer: 'SC-1', kind: 'PRICE', reason: 'r', amount: '0' }).amount).toBe(
      'Enter an amount above 0.00.',
    );
  });

  it('adds the tax at today’s rate and sends the amount and the total seen', () => {
    const draft = {
      ...EMPTY_DRAFT,
      customer: 'SC-1',
      kind: 'CHARGE' as const,
      reason: ' Corkage ',
      amount: '1,000.50',
      taxCode: 'GST18',
    };
    const figures = draftFigures(draft, requirements);
    expect(figures.total).toBe(100050 + 9005 + 9005);
    expect(noteBody(draft, figures).header).toEqual({
      customer: 'SC-1',
      kind: 'CHARGE',
      reason: 'Corkage',
      billSeq: '',
      taxCode: 'GST18',
      baseAmt: 1000.5,
      totalAmt: 1180.6,
    });
    expect(noteServerProblems({ 'header.baseAmt': 'Too much', 'header.customer': 'Choose' })).toEqual({
      amount: 'Too much',
      customer: 'Choose',
    });
  });

  it('puts each problem of the rules and of the server beside its field', () => {
    const checked = noteSchema.safeParse({ ...EMPTY_DRAFT, customer: 'SC-1', amount: '0' });
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['kind', 'Choose what the note is for.'],
      ['reason', 'Enter the reason the customer will read.'],
      ['amount', 'Enter an amount above 0.00.'],
    ]);
    expect([noteFieldOf('amount'), noteFieldOf('billSeq'), noteFieldOf('totalAmt')]).toEqual([
      'amount',
      'billSeq',
      null,
    ]);
  });
});
