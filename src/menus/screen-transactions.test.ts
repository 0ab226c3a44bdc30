import { ACCOUNTS } from './catalogue/accounts';
import { CRM } from './catalogue/crm';
import { DASHBOARD } from './catalogue/dashboard';
import { FRONT_DESK } from './catalogue/front-desk';
import { INVENTORY } from './catalogue/inventory';
import { POS } from './catalogue/pos';
import { PROCUREMENT } from './catalogue/procurement';
import { QUALITY } from './catalogue/quality';
import { STUDENTS } from './catalogue/students';
import { isDashboard, isReport, screenTransactions, transactionTitle } from './screen-transactions';

describe('screenTransactions', () => {
  it('gives a dashboard only Open (1), whichever screen of menu 0 it is', () => {
    expect(screenTransactions(ACCOUNTS.dashboard)).toEqual([1]);
    expect(screenTransactions(POS.salSalesdashboard)).toEqual([1]);
    expect(screenTransactions(INVENTORY.minnDashboard)).toEqual([1]);
    expect(isDashboard(ACCOUNTS.payments)).toBe(false);
  });

  it('gives a report view and print, told by its path or by its module reports menu', () => {
    expect(screenTransactions(ACCOUNTS.cashBook)).toEqual([0, 7]);
    expect(screenTransactions(ACCOUNTS.keyAccounts)).toEqual([0, 7]);
    expect(screenTransactions(POS.posCostrepListofsales)).toEqual([0, 7]);
    expect(screenTransactions(POS.posStrockrepTopnitems)).toEqual([0, 7]);
    expect(screenTransactions(POS.posDayrepSettlement)).toEqual([0, 7]);
    // The shares enquiry reports: front desk routes on CRM pre-sales codes, reports by their path.
    expect(screenTransactions(FRONT_DESK.rep2)).toEqual([0, 7]);
    expect(screenTransactions(FRONT_DESK.entry)).toEqual([0, 1, 2, 3, 4, 7, 8, 9]);
    expect(screenTransactions(STUDENTS.keyRepSubjects)).toEqual([0, 7]);
    // No "rep" in the path, but QC menu 9 is its reports menu.
    expect(isReport(QUALITY.qcmirpending)).toBe(true);
    expect(screenTransactions(QUALITY.qcmirpending)).toEqual([0, 7]);
  });

  it('gives an entry screen view, create, modify, delete, other dates, print, reprint and mail', () => {
    expect(screenTransactions(ACCOUNTS.payments)).toEqual([0, 1, 2, 3, 4, 7, 8, 9]);
    expect(screenTransactions(POS.resItems)).toEqual([0, 1, 2, 3, 4, 7, 8, 9]);
    expect(isReport(POS.resPriceList)).toBe(false);
  });

  it('adds approve (98) to the screens with an approval step', () => {
    expect(screenTransactions(PROCUREMENT.purStockOrders)).toEqual([0, 1, 2, 3, 4, 7, 8, 9, 98]);
    expect(screenTransactions(CRM.crmQuotationApprovals)).toContain(98);
    expect(screenTransactions(CRM.crmOrderApproval)).toContain(98);
    expect(screenTransactions(CRM.crmQuotations)).not.toContain(98);
    // The fee collections: approve gives a concession.
    expect(screenTransactions(FRONT_DESK.fdFeestra)).toEqual([0, 1, 2, 3, 4, 7, 8, 9, 98]);
    expect(screenTransactions(FRONT_DESK.fdBooks)).not.toContain(98);
  });

  it('gives a screen without a code nothing', () => {
    expect(screenTransactions(DASHBOARD.dashboardmain)).toEqual([]);
  });
});

describe('transactionTitle', () => {
  it('names 1 Open on a dashboard and Create elsewhere, and every other code', () => {
    expect(transactionTitle(1, true)).toBe('Open');
    expect(transactionTitle(1)).toBe('Create');
    expect([0, 2, 3, 4, 7, 8, 9, 98].map((transCode) => transactionTitle(transCode))).toEqual([
      'View',
      'Modify',
      'Delete',
      'Other dates',
      'Print',
      'Reprint',
      'Mail',
      'Approve',
    ]);
    expect(transactionTitle(55)).toBe('Transaction 55');
  });
});
