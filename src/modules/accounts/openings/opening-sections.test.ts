import type { Chart } from '../../../kits/accounting/ledger-types';
import { openingSections, searchSections } from './opening-sections';

const chart: Chart = {
  groups: [
    { code: 'CAPITAL', name: 'Capital account', nature: 'CAPITAL', parent: null, sequence: 300 },
    { code: 'BANK', name: 'Bank accounts', nature: 'ASSETS', parent: 'CUR-AST', sequence: 112 },
    { code: 'CUR-AST', name: 'Current assets', nature: 'ASSETS', parent: null, sequence: 110 },
    { code: 'CASH', name: 'Cash-in-hand', nature: 'ASSETS', parent: 'CUR-AST', sequence: 111 },
    { code: 'CUR-LIA', name: 'Current liabilities', nature: 'LIABILITIES', parent: null, sequence: 200 },
  ],
  accounts: [
    { code: 'AC101', name: 'Capital of the proprietor', group: 'CAPITAL', type: 'OTH' },
    { code: 'AC003', name: 'State Bank of India', group: 'BANK', type: 'BAN' },
    { code: 'AC002', name: 'HDFC Bank', group: 'BANK', type: 'BAN' },
    { code: 'AC001', name: 'Cash in hand', group: 'CASH', type: 'CAS' },
    { code: 'AC777', name: 'Lost account', group: 'GONE', type: 'OTH' },
  ],
};

describe('opening sections', () => {
  it('lists every account in the chart order, under its group path, then the homeless and the unknown', () => {
    const sections = openingSections(chart, ['AC001', 'AC999']);
    expect(sections.map((section) => [section.title, section.accounts.map((account) => account.code)])).toEqual([
      ['Current assets › Cash-in-hand', ['AC001']],
      ['Current assets › Bank accounts', ['AC002', 'AC003']],
      ['Capital account', ['AC101']],
      ['Accounts outside the group tree', ['AC777']],
      ['No longer in the chart of accounts', ['AC999']],
    ]);
  });

  it('narrows to accounts by name or code, or whole groups by their path, ignoring case', () => {
    const sections = openingSections(chart, []);
    expect(
      searchSections(sections, ' hdfc ').flatMap((section) => section.accounts.map((account) => account.code)),
    ).toEqual(['AC002']);
    expect(
      searchSections(sections, 'ac10').flatMap((section) => section.accounts.map((account) => account.code)),
    ).toEqual(['AC101']);
    expect(
      searchSections(sections, 'CURRENT ASSETS').flatMap((section) => section.accounts.map((account) => account.code)),
    ).toEqual(['AC001', 'AC002', 'AC003']);
    expect(searchSections(sections, 'nothing like it')).toEqual([]);
    expect(searchSections(sections, '')).toHaveLength(4);
  });
});
