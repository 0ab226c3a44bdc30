// Each MIS dashboard's figures, from the company's demo records and ledger.
import { productSetups } from '../core/production/production-masters';
import { format, startOfMonth, subMonths } from 'date-fns';
import type { Contact } from '../../modules/workspace/contacts/contact-types';
import type { MisDashboardData } from '../../modules/workspace/dashboards/mis-dashboards';
import { invoiceTotals } from '../../modules/workspace/invoices/invoice-totals';
import type { Invoice } from '../../modules/workspace/invoices/invoice-types';
import { fromPaise, sumPaise } from '../../lib/money/money';
import { orderIsOpen } from '../core/inward/receipt-store';
import { serverToday } from '../core/server-dates';
import { listRecords, seedOnce } from '../core/record-store';
import { findDemoCompany } from '../core/company/companies';
import { demoContacts } from './seeds/chat';
import {
  accountsOfType,
  balanceOf,
  customerMaster,
  groupedBy,
  ledgerToday,
  records,
  result,
  sumRupees,
  type Row,
} from './dashboard-sources';

/**
 * An employee in service: no service closing (hrd.employees stores the contract's fields; a closing replaced `active`).
 */
const inService = (row: Row) => row.serviceClosing === null || row.serviceClosing === undefined;

export async function mainFigures(company: number): Promise<MisDashboardData> {
  const ledger = await ledgerToday(company);
  const month = ledger.today.slice(0, 7);
  const [income, expenses] = result(ledger, `${month}-01`, ledger.today);
  const [customers, label] = customerMaster(findDemoCompany(company)?.pCode ?? '');
  const months = Array.from({ length: 12 }, (_, index) =>
    startOfMonth(subMonths(new Date(`${ledger.today}T00:00:00`), 11 - index)),
  );
  const monthly = months.map((start) => {
    const key = format(start, 'yyyy-MM');
    const [monthIncome, monthExpenses] = result(ledger, `${key}-01`, `${key}-31`);
    return {
      label: format(start, 'MMM yyyy'),
      value: fromPaise(monthIncome - monthExpenses),
      values: [fromPaise(monthIncome), fromPaise(monthExpenses)],
    };
  });
  const sumOf = (types: readonly string[]) =>
    fromPaise(sumPaise(accountsOfType(ledger, types).map((account) => balanceOf(ledger, account.code))));
  return {
    cards: {
      cash: sumOf(['CAS']),
      bank: sumOf(['BAN']),
      income: fromPaise(income),
      expenses: fromPaise(expenses),
      openOrders: (await records('procurement.purchase-orders', company, orderIsOpen)).length,
      employees: (await records('hrd.employees', company, inService)).length,
      customers: (await records(customers, company)).length,
    },
    charts: {
      monthly,
      balances: accountsOfType(ledger, ['CAS', 'BAN', 'MOB'])
        .filter((account) => balanceOf(ledger, account.code) !== 0)
        .map((account) => ({ label: account.name, value: fromPaise(balanceOf(ledger, account.code)) })),
    },
    ...(label === 'Customers' ? {} : { labels: { customers: label } }),
  };
}

/** The invoices app's invoices, seeded as the invoices app seeds them (whichever call comes first). */
async function invoicesOf(company: number): Promise<Invoice[]> {
  await seedOnce('apps.invoices', company, async () => {
    const found = findDemoCompany(company);
    const { seedInvoices } = await import('./seeds/invoices');
    return found
      ? seedInvoices(found.name, found.addr, serverToday()).map((invoice) => ({ id: invoice.id, data: invoice }))
      : [];
  });
  return listRecords<Invoice>('apps.invoices', company);
}

export async function salesFigures(company: number): Promise<MisDashboardData> {
  const invoices = await invoicesOf(company);
  const [items, outlets] = await Promise.all([records('pos.items', company), records('pos.outlets', company)]);
  const statuses = ['Pending', 'Processing', 'Delivered'].map((status) => ({
    label: status,
    value: invoices.filter((invoice) => invoice.orderStatus === status).length,
  }));
  const inRupees = sumPaise(
    invoices
      .filter((invoice) => invoice.currency === 'INR')
      .map((invoice) => invoiceTotals(invoice.items, invoice.vat).total),
  );
  return {
    cards: {
      invoices: invoices.length,
      pendingInvoices: statuses[0]!.value,
      invoicedInr: fromPaise(inRupees),
      posItems: items.length,
      outlets: outlets.length,
    },
    charts: {
      invoicesByStatus: statuses.filter((point) => point.value > 0),
      itemsByGroup: await groupedBy('pos.items', 'group', items, company),
      outletsByType: await groupedBy('pos.outlets', 'outletType', outlets, company),
    },
  };
}

export async function operationsFigures(company: number): Promise<MisDashboardData> {
  const [items, stores, suppliers, orders] = await Promise.all([
    records('inventory.items', company),
    records('inventory.stores', company),
    records('procurement.suppliers', company),
    records('procurement.purchase-orders', company, () => true),
  ]);
  const open = orders.filter(orderIsOpen);
  return {
    cards: {
      items: items.length,
      stores: stores.length,
      suppliers: suppliers.length,
      openOrders: open.length,
      openOrderValue: sumRupees(open.map((order) => order.totalAmt)),
    },
    charts: {
      ordersByStatus: await groupedBy('procurement.purchase-orders', 'pos', orders, company),
      itemsByGroup: await groupedBy('inventory.items', 'group', items, company),
      suppliersByType: await groupedBy('procurement.suppliers', 'partyType', suppliers, company),
    },
  };
}

export async function peopleFigures(company: number): Promise<MisDashboardData> {
  await seedOnce('apps.contacts', company, () => demoContacts().map((contact) => ({ id: contact.id, data: contact })));
  const [employees, departments, contacts] = await Promise.all([
    records('hrd.employees', company, inService),
    records('hrd.departments', company),
    listRecords<Contact>('apps.contacts', company),
  ]);
  const statuses = (['online', 'offline'] as const).map((status) => ({
    label: status === 'online' ? 'Online' : 'Offline',
    value: contacts.filter((contact) => contact.status === status).length,
  }));
  return {
    cards: {
      employees: employees.length,
      departments: departments.length,
      grossPay: sumRupees(employees.map((employee) => employee.grandPay)),
      contacts: contacts.length,
      online: statuses[0]!.value,
    },
    charts: {
      byDepartment: await groupedBy('hrd.employees', 'department', employees, company),
      byGender: await groupedBy('hrd.employees', 'gender', employees, company),
      contactsByStatus: statuses.filter((point) => point.value > 0),
    },
  };
}

export async function manufacturingFigures(company: number): Promise<MisDashboardData> {
  const [processes, setups, raw, production, returns] = await Promise.all([
    records('production.processes', company),
    productSetups(company),
    records('qc.raw-material-tests', company),
    records('qc.production-tests', company),
    records('qc.sale-return-tests', company),
  ]);
  const stages = [
    { label: 'Raw material', value: raw.length },
    { label: 'Production', value: production.length },
    { label: 'Sale return', value: returns.length },
  ];
  return {
    cards: {
      processes: processes.length,
      workCentres: new Set(processes.map((process) => String(process.workCentre ?? '')).filter(Boolean)).size,
      attachments: setups.length,
      qcTests: raw.length + production.length + returns.length,
      qcProcesses: processes.filter((process) => process.qcRequired === true).length,
    },
    charts: {
      hoursByWorkCentre: await groupedBy('production.processes', 'workCentre', processes, company, (process) =>
        Number(process.standardHours ?? 0),
      ),
      testsByStage: stages.filter((point) => point.value > 0),
      ingredientsByProduct: setups.map((setup) => ({ label: setup.productName, value: setup.ingredients.length })),
    },
  };
}

export async function realEstateFigures(company: number): Promise<MisDashboardData> {
  const [customers, enquiries, agents, ledger] = await Promise.all([
    records('crm.customers', company),
    records('crm.contacts', company),
    records('pos.agents', company),
    ledgerToday(company),
  ]);
  const receivables = accountsOfType(ledger, ['PAR'])
    .filter((account) => ledger.natures.get(account.code) === 'ASSETS')
    .map((account) => Math.max(0, balanceOf(ledger, account.code)));
  return {
    cards: {
      customers: customers.length,
      enquiries: enquiries.length,
      agents: agents.length,
      receivables: fromPaise(sumPaise(receivables)),
    },
    charts: {
      enquiriesBySource: await groupedBy('crm.contacts', 'source', enquiries, company),
      leadsByAgent: await groupedBy(
        'crm.contacts',
        'agent',
        enquiries.filter((enquiry) => Boolean(enquiry.agent)),
        company,
      ),
      customersByType: await groupedBy('crm.customers', 'partyType', customers, company),
    },
  };
}

export async function schoolFigures(company: number): Promise<MisDashboardData> {
  const [students, classes, subjects, books, vehicles, routes] = await Promise.all(
    [
      'frontdesk.students',
      'students.classes',
      'students.subjects',
      'library.books',
      'vehicles.vehicles',
      'vehicles.routes',
    ].map((resource) => records(resource, company)),
  );
  return {
    cards: {
      students: students!.length,
      classes: classes!.length,
      subjects: subjects!.length,
      books: books!.reduce((copies, book) => copies + Number(book.copies ?? 0), 0),
      vehicles: vehicles!.length,
      routes: routes!.length,
    },
    charts: {
      studentsByClass: await groupedBy('frontdesk.students', 'className', students!, company),
      titlesBySubject: await groupedBy('library.books', 'subject', books!, company),
      vehiclesByType: await groupedBy('vehicles.vehicles', 'type', vehicles!, company),
    },
  };
}
