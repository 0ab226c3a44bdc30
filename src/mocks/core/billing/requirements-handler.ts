import { http, HttpResponse } from 'msw';
import type { BillingRequirements } from '../../../kits/billing/domain/master-types';
import { serverToday } from '../server-dates';
import { findDemoCompany } from '../company/companies';
import { gstinOfCompany, upiOf } from '../company/company-ids';
import { billingSession, isAdmin, mayBill } from './billing-access';
import type { ServerBillingBook } from './billing-book';
import { userOutlets, withoutActive } from './billing-masters';
import { chargeableRooms, creditCustomers } from './settle-context';

/**
 * POSBillingRequirements of a book: its outlets for the user, menu, rates, taxes, tables, waiters, NC departments,
 * credit customers.
 */
export const requirementsHandlerOf = (book: ServerBillingBook) =>
  http.post(`*/${book.endpoints.requirements}`, async ({ request }) => {
    const session = await billingSession(request, ['open'], 'read', book);
    if (session instanceof Response) return session;
    const { companyCode } = session;
    const company = findDemoCompany(companyCode);
    const today = serverToday();
    const outlets = await userOutlets(session);
    const { catalogue } = book;
    const [items, rates, taxes, taxAssignments, tables, waiters, ncDepartments, customers, rooms] = await Promise.all([
      catalogue.items(companyCode, today),
      catalogue.rates(companyCode, outlets, today),
      catalogue.taxes(companyCode, today),
      catalogue.assignments(companyCode),
      catalogue.tables(companyCode),
      catalogue.waiters(companyCode),
      catalogue.ncDepartments(companyCode),
      creditCustomers(companyCode),
      chargeableRooms(companyCode),
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
