import { http, HttpResponse } from 'msw';
import type { BillingRequirements, CreditCustomer, NamedCode } from '../../modules/pos/domain/billing-types';
import { POS_BILLING_ENDPOINTS } from '../../modules/pos/domain/pos-endpoints';
import { serverToday } from '../accounts/ledger-seeding';
import { findDemoCompany, type DemoCompany } from '../core/company/companies';
import { gstinOf, panOf } from '../core/seeds/people';
import { billingSession, isAdmin, mayBill } from './billing-access';
import { assignmentsOf, isActive, itemsOf, namedOf, num, outletRates, rowsOf, str, tablesOf, taxesOf, userOutlets, withoutActive } from './billing-masters';

/** Credit customers: the active customers with a credit limit. Their outstanding is the settlement side's (0 here). */
async function creditCustomers(companyCode: number): Promise<CreditCustomer[]> {
  return (await rowsOf('pos.customers', companyCode))
    .filter((row) => isActive(row) && num(row.creditAmount) > 0)
    .map((row) => ({ code: str(row.code), name: str(row.name), mobile: str(row.mobile), creditLimit: num(row.creditAmount), outstanding: 0 }));
}

/** The hotel edition's occupied rooms (front office status OCCUPIED), a bill may be charged to. */
async function occupiedRooms(company: DemoCompany | undefined): Promise<NamedCode[]> {
  if (company?.pCode !== 'D-MIN') return [];
  return (await rowsOf('frontoffice.rooms', company.code))
    .filter((row) => isActive(row) && row.status === 'OCCUPIED')
    .map((row) => ({ code: str(row.roomNo), name: `Room ${str(row.roomNo)}` }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}

/** The UPI payee: the company's web name at a bank handle, paid to the company's name. */
const upiOf = (company: DemoCompany | undefined) => (company ? { vpa: `${company.addr.web.replace(/^www\./, '').split('.')[0]}@okaxis`, payee: company.name } : { vpa: '', payee: '' });

/** The company's GSTIN (the demo companies' records carry none: one of its state, made from its name). */
const gstinOfCompany = (company: DemoCompany | undefined) => (company ? gstinOf(company, panOf(company.name, /\bLtd\b/.test(company.name) ? 'C' : 'F', company.code)) : '');

export const requirementsHandler = http.post(`*/${POS_BILLING_ENDPOINTS.requirements}`, async ({ request }) => {
  const session = await billingSession(request, ['open'], 'read');
  if (session instanceof Response) return session;
  const { companyCode } = session;
  const company = findDemoCompany(companyCode);
  const today = serverToday();
  const outlets = await userOutlets(session);
  const [items, rates, taxes, taxAssignments, tables, waiters, ncDepartments, customers, rooms] = await Promise.all([
    itemsOf(companyCode), outletRates(companyCode, outlets, today), taxesOf(companyCode, today), assignmentsOf(companyCode), tablesOf(companyCode),
    namedOf('pos.waiters', companyCode), namedOf('pos.nc-departments', companyCode), creditCustomers(companyCode), occupiedRooms(company),
  ]);
  const outletCodes = new Set(outlets.map((outlet) => outlet.code));
  const answer: BillingRequirements = {
    today,
    outlets,
    items: [...items.values()].filter((item) => item.active).map(withoutActive),
    rates,
    taxes,
    taxAssignments: taxAssignments.filter((row) => row.active),
    tables: tables.filter((table) => outletCodes.has(table.outlet)),
    waiters,
    ncDepartments,
    customers,
    rooms,
    discountLimit: isAdmin(session) ? 100 : 10,
    canApproveDiscount: mayBill(session, 'approve'),
    upi: upiOf(company),
    gstin: gstinOfCompany(company),
  };
  return HttpResponse.json(answer);
});
