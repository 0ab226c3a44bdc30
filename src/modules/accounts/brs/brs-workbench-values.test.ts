import type { BankEntryRow } from './brs-types';
import { brsSchema, withDates } from './brs-workbench-values';

const row = (key: string, date: string): BankEntryRow => ({
  key,
  date,
  voucher: key,
  type: 'REC',
  counterName: '',
  narration: '',
  reference: '',
  debit: 100,
  credit: 0,
  cleared: '',
});

describe('withDates', () => {
  it('keeps a changed entry in its place and adds new ones last', () => {
    const cleared = [
      { key: 'A', date: '2026-11-01' },
      { key: 'B', date: '' },
    ];
    expect(
      withDates(
        cleared,
        new Map([
          ['C', '2026-11-03'],
          ['A', '2026-11-02'],
        ]),
      ),
    ).toEqual([
      { key: 'A', date: '2026-11-02' },
      { key: 'B', date: '' },
      { key: 'C', date: '2026-11-03' },
    ]);
  });
});

describe('brsSchema', () => {
  it('marks each clearing date the rule refuses on its own entry', () => {
    const schema = brsSchema([row('A', '2026-11-10'), row('B', '2026-11-10')], '2026-11-20');
    const result = schema.safeParse({
      onlyUncleared: false,
      cleared: [
        { key: 'A', date: '2026-11-12' },
        { key: 'B', date: '2026-11-09' },
        { key: 'A', date: '' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cleared.1.date']);
  });
});
