import type { AssignDetail } from './assignment-rules';
import {
  accountOptions,
  assignmentsToSave,
  draftDiffers,
  draftOf,
  rowsAfterSave,
  unmappedCodes,
  unmappedLabel,
} from './mapping-draft';

const ROWS: AssignDetail[] = [
  { transcode: 'PUR_PUR@GRC', transdescri: 'Purchases of Groceries', sno: 1, account: 'AC301' },
  { transcode: 'PUR_DIS', transdescri: 'Discount on purchases', sno: 2, account: 204 },
  { transcode: 'PUR_CRP', transdescri: 'Creditors (suppliers)', sno: 3, account: null },
];

describe('the mapping draft', () => {
  it('starts from the server rows and counts the unmapped codes', () => {
    const draft = draftOf(ROWS);
    expect(draft).toEqual({ 'PUR_PUR@GRC': 'AC301', PUR_DIS: '204', PUR_CRP: '' });
    expect(draftDiffers(ROWS, draft)).toBe(false);
    expect(unmappedCodes(ROWS, draft)).toEqual(['PUR_CRP']);
    const cleared = { ...draft, PUR_DIS: '' };
    expect(unmappedCodes(ROWS, cleared)).toEqual(['PUR_DIS', 'PUR_CRP']);
    expect(draftDiffers(ROWS, cleared)).toBe(true);
  });

  it('says the count in words', () => {
    expect(unmappedLabel(0)).toBe('0 codes unmapped');
    expect(unmappedLabel(1)).toBe('1 code unmapped');
    expect(unmappedLabel(12)).toBe('12 codes unmapped');
  });

  it('saves a row per mapped code, and shows what was saved afterwards', () => {
    const draft = { ...draftOf(ROWS), PUR_CRP: 'AC951', 'PUR_PUR@GRC': '' };
    expect(assignmentsToSave(ROWS, draft)).toEqual([
      { module: 'PUR', transcode: 'PUR_DIS', account: '204' },
      { module: 'PUR', transcode: 'PUR_CRP', account: 'AC951' },
    ]);
    const saved = rowsAfterSave(ROWS, draft);
    expect(saved.map((row) => row.account)).toEqual([null, '204', 'AC951']);
    expect(draftDiffers(saved, draft)).toBe(false);
  });

  it('offers the active accounts, keeping a chosen one that is inactive or gone', () => {
    const accounts = [
      { code: 'AC204', name: 'Discount received', active: true },
      { code: 'AC301', name: 'Purchases', active: true },
      { code: 'AC999', name: 'Old account', active: false },
    ];
    expect(accountOptions(accounts, '')).toEqual([
      { value: 'AC204', label: 'Discount received (AC204)' },
      { value: 'AC301', label: 'Purchases (AC301)' },
    ]);
    expect(accountOptions(accounts, 'AC999').map((option) => option.label)).toContain('Old account (AC999)');
    expect(accountOptions(accounts, 'AC777')[0]).toEqual({ value: 'AC777', label: 'AC777 (not in the chart)' });
    expect(accountOptions([], 'AC777', false)).toEqual([{ value: 'AC777', label: 'AC777' }]);
  });
});
