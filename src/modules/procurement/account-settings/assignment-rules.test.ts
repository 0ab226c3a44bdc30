import { assignmentChanges, readPurchaseAssignments } from './assignment-rules';

const CODES = ['PUR_PUR@GRC', 'PUR_DIS', 'PUR_GST18-C@9', 'PUR_CRP'];
const ACCOUNTS = new Set(['AC301', 'AC204', 'AC501']);

describe('readPurchaseAssignments', () => {
  it('keeps mapped rows with the canonical code, drops rows without an account', () => {
    const list = [
      { module: 'PUR', transcode: 'pur_pur@grc', account: 'AC301' },
      { module: 'pur', transcode: 'PUR_DIS', account: 'AC204' },
      { module: 'PUR', transcode: 'PUR_GST18-C@9', account: null },
      { module: 'PUR', transcode: 'PUR_CRP', account: '' },
    ];
    expect(readPurchaseAssignments(list, CODES, ACCOUNTS)).toEqual({
      rows: [
        { module: 'PUR', transcode: 'PUR_PUR@GRC', account: 'AC301' },
        { module: 'PUR', transcode: 'PUR_DIS', account: 'AC204' },
      ],
    });
    expect(readPurchaseAssignments([], CODES, ACCOUNTS)).toEqual({ rows: [] });
  });

  it('lists every problem at once, in order', () => {
    const list = [
      { module: 'SAL', transcode: 'PUR_DIS', account: 'AC204' },
      { module: 'PUR', transcode: 'pur_discount', account: 'AC204' },
      { module: 'PUR', transcode: 'PUR_DIS', account: 'AC999' },
      { module: 'PUR', account: 'AC301' },
      'nonsense',
    ];
    expect(readPurchaseAssignments(list, CODES, ACCOUNTS)).toEqual({
      problems: [
        'PUR_DIS: module SAL is not PUR; only purchase rows are set here.',
        'pur_discount is not a purchase posting code.',
        'PUR_DIS is given more than once.',
        'PUR_DIS: there is no account AC999 in the chart of accounts.',
        'Row 4 has no posting code.',
        'Row 5: module (none) is not PUR; only purchase rows are set here.',
        'Row 5 has no posting code.',
      ],
    });
    expect(readPurchaseAssignments({ list: [] }, CODES, ACCOUNTS)).toEqual({
      problems: ['Send the purchase account assignments as a list.'],
    });
  });

  it('reads numeric accounts as text', () => {
    expect(
      readPurchaseAssignments([{ module: 'PUR', transcode: 'PUR_DIS', account: 204 }], CODES, new Set(['204'])),
    ).toEqual({ rows: [{ module: 'PUR', transcode: 'PUR_DIS', account: '204' }] });
  });
});

describe('assignmentChanges', () => {
  it('names each code whose account changed, appeared or went', () => {
    const before = [
      { module: 'PUR', transcode: 'PUR_DIS', account: 'AC204' },
      { module: 'PUR', transcode: 'PUR_CRP', account: 'AC951' },
      { module: 'PUR', transcode: 'PUR_OTH', account: 'AC302' },
    ];
    const after = [
      { module: 'PUR', transcode: 'pur_dis', account: 'AC204' },
      { module: 'PUR', transcode: 'PUR_OTH', account: 'AC303' },
      { module: 'PUR', transcode: 'PUR_CAS', account: 'AC001' },
    ];
    expect(assignmentChanges(before, after)).toEqual([
      { transcode: 'PUR_OTH', before: 'AC302', after: 'AC303' },
      { transcode: 'PUR_CAS', before: '', after: 'AC001' },
      { transcode: 'PUR_CRP', before: 'AC951', after: '' },
    ]);
    expect(assignmentChanges(before, before)).toEqual([]);
  });
});
