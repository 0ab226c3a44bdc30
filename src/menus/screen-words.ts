import type { ScreenDeclaration } from '../lib/screens/screen-declaration';
import { ACCOUNTS as A } from './catalogue/accounts';
import { CRM } from './catalogue/crm';
import { FRONT_DESK as FD } from './catalogue/front-desk';
import { FRONT_OFFICE as FO } from './catalogue/front-office';
import { HOSTELS } from './catalogue/hostels';
import { HRD } from './catalogue/hrd';
import { INVENTORY as INV } from './catalogue/inventory';
import { LIBRARY } from './catalogue/library';
import { POS } from './catalogue/pos';
import { PROCUREMENT as P } from './catalogue/procurement';
import { PRODUCTION } from './catalogue/production';
import { QUALITY } from './catalogue/quality';
import { STUDENTS } from './catalogue/students';
import { TAKEAWAY } from './catalogue/takeaway';
import { screenTitle } from './screen-titles';

const words = (screen: ScreenDeclaration, ...said: string[]): [string, readonly string[]] => [`/${screen.path}`, said];

/**
 * The words people use for a screen that its menu label does not hold (the trade's abbreviations and other names),
 * by the menu route. The first word is the screen's other name, the one shown beside the label when only these words
 * matched; keep it a name a person would recognise.
 */
export const SCREEN_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  // Procurement
  words(P.purStockPurchases, 'Goods receipts', 'GRN', 'goods receipt note', 'MIR', 'material inward', 'purchase bill'),
  words(P.purRequests, 'Indents', 'purchase requisition', 'PR'),
  words(P.purStockOrders, 'Purchase orders', 'PO', 'vendor order'),
  words(P.purBulkOrders, 'Bulk purchase orders', 'PO'),
  words(P.purEnquiries, 'Requests for quotation', 'RFQ'),
  words(P.purQuotations, 'Supplier quotations', 'vendor quote'),
  words(P.purReturns, 'Returns to suppliers', 'PRT', 'debit note'),
  words(P.purCreditNotes, 'Supplier credit notes', 'PCR'),
  words(P.purStockPayments, 'Supplier payments', 'vendor payment', 'payment voucher'),
  words(P.purStockAdvances, 'Supplier advances', 'advance to supplier'),
  words(P.purSup, 'Vendors', 'party', 'parties'),
  // Restaurant, counter and take-away
  words(POS.resBillingClassy, 'KOT and bills', 'KOT', 'kitchen order ticket', 'table order', 'invoice'),
  words(POS.resBillingStylish, 'KOT and bills', 'KOT', 'kitchen order ticket', 'table order', 'invoice'),
  words(POS.posDayrepKotdetails, 'Kitchen order tickets', 'KOT'),
  words(POS.resKotGroups, 'Kitchen order ticket groups', 'KOT'),
  words(TAKEAWAY.billingClassy, 'Take-away bills', 'KOT', 'token', 'parcel', 'invoice'),
  words(POS.posBillingStylish, 'Counter bills', 'invoice', 'counter sale'),
  words(POS.posSales, 'Sales invoices', 'invoice', 'bills'),
  words(POS.posStockSales, 'Sales invoices', 'invoice', 'tax invoice'),
  words(POS.posCreditClearances, 'Customer receipts', 'receipt', 'collection'),
  words(POS.posSaleReturn, 'Sale credit notes', 'credit note', 'sales return'),
  // Hotel front office
  words(FO.ledger, 'Guest folio', 'folio', 'guest ledger'),
  words(FO.checkOut, 'Final bill', 'folio', 'invoice', 'settlement'),
  words(FO.postCharges, 'Folio charges', 'folio', 'room service'),
  words(FO.cform, 'Form C', 'C-Form', 'foreigner registration', 'FRRO'),
  words(FO.cformQueue, 'Form C queue', 'C-Form', 'FRRO'),
  words(FO.repCForms, 'Form C register', 'C-Form', 'FRRO'),
  words(FO.checkIn, 'Arrivals', 'registration', 'GRC'),
  words(FO.registrationCard, 'Guest registration card', 'GRC'),
  // HR and payroll
  words(HRD.hrdSalaryPayments, 'Payslips', 'payslip', 'pay slip', 'salary slip', 'wages'),
  words(HRD.hrdSalaryStatement, 'Payroll', 'salary sheet', 'wages'),
  words(HRD.hrdAttendances, 'Muster roll', 'attendance', 'presence'),
  words(HRD.hrdInout, 'Punches', 'punch', 'biometric', 'in-out'),
  words(HRD.hrdLeaveRequest, 'Leave applications', 'leave', 'time off', 'absence'),
  words(HRD.hrdLeaveApproval, 'Leave sanctions', 'leave'),
  words(HRD.hrdAdvances, 'Staff loans', 'loan'),
  words(HRD.hrdEmployees, 'Staff', 'employee'),
  // School
  words(STUDENTS.stuattendance, 'Class register', 'attendance', 'roll call'),
  words(FD.fdRepStudentnoc, 'Transfer certificate clearance', 'TC', 'leaving certificate', 'no dues'),
  words(FD.fdFeestra, 'Fee receipts', 'receipt', 'fee collection'),
  words(FD.fdStudents, 'Pupils', 'admission'),
  words(HOSTELS.hostelReceipts, 'Hostel fee receipts', 'receipt'),
  words(LIBRARY.libIssues, 'Book loans', 'lend'),
  // Accounts
  words(A.payments, 'Payment vouchers', 'voucher', 'expense'),
  words(A.receipts, 'Receipt vouchers', 'voucher', 'receipt', 'money received'),
  words(A.journals, 'Journal vouchers', 'voucher', 'JV'),
  words(A.transfers, 'Contra vouchers', 'voucher', 'contra'),
  words(A.ledger, 'Account statement', 'ledger'),
  words(A.trialBalance, 'TB'),
  words(A.profitAndLoss, 'Income statement', 'P&L', 'PNL'),
  words(A.bankReconciliation, 'BRS'),
  // Inventory and stock
  words(INV.invRepClosingStock, 'Stock on hand', 'stock', 'stock balance', 'inventory'),
  words(INV.invStockAudit, 'Stock taking', 'stock', 'physical stock', 'stock count'),
  words(INV.invStoreTransfers, 'Stock transfers', 'stock', 'issue'),
  words(INV.invBranchTransfers, 'Stock transfers', 'stock'),
  words(INV.invRepItemwiseStock, 'Stock ledger', 'stock', 'bin card'),
  words(INV.invItems, 'Materials', 'SKU', 'item master'),
  // Sales, production, quality
  words(CRM.crmOrders, 'Sales orders', 'SO'),
  words(CRM.crmQuotations, 'Sales quotations', 'quote', 'estimate'),
  words(PRODUCTION.proprocesswiseproduction, 'Job cards', 'job card'),
  words(QUALITY.qcmirtest, 'Goods receipt tests', 'MIR', 'GRN', 'inspection'),
]);

/**
 * Everything a screen is also called, beyond its menu label: the words above, then its catalogue title where the
 * menu shortens it.
 */
export function screenWords(route: string, label: string): readonly string[] {
  const said = SCREEN_WORDS.get(route) ?? [];
  const title = screenTitle(route);
  return title && title.toLowerCase() !== label.toLowerCase() ? [...said, title] : said;
}
