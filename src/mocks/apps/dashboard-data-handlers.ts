import { format, startOfMonth, subMonths } from 'date-fns';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ChartPoint } from '../../engine/dashboard/dashboard';
import { balancesAt } from '../../modules/accounts/ledger/balances';
import type { Chart, Nature } from '../../modules/accounts/ledger/ledger-types';
import { toPaise } from '../../modules/accounts/ledger/money';
import type { Contact } from '../../modules/dashboard/contacts/contact-types';
import { MIS_DASHBOARD_ENDPOINTS, type MisDashboardData } from '../../modules/dashboard/dashboards/mis-dashboards';
import { invoiceTotals } from '../../modules/dashboard/invoices/invoice-totals';
import type { Invoice } from '../../modules/dashboard/invoices/invoice-types';
import { chartOf, ledgerEntries, openingSets } from '../accounts/ledger-store';
import { serverToday } from '../accounts/ledger-seeding';
import { listAdmin, seedOnce } from '../admin/admin-store';
import { DEMO_RESOURCES } from '../demo-resources';
import { requireSession } from '../handlers/auth';
import { findDemoCompany } from '../seed/companies';
import { demoContacts } from '../seed/records/apps-chat';
import { seedInvoices } from '../seed/records/apps-invoices';
import { ensureSeeded } from '../seed/resource-records';
import { can } from '../../lib/permissions/can';
import { dashboardCode, MODULE } from '../../lib/permissions/permission-code';

type Row = Readonly<Record<string, unknown>>;

const inUse = (row: Row) => row.active !== false;
/** Rupees summed exactly (in paise) and given back in rupees. */
const sumRupees = (values: Iterable<unknown>) => [...values].reduce<number>((paise, value) => paise + toPaise(Number(value ?? 0)), 0) / 100;

/** A master's records for a company (its starting records put in place on first use). */
async function records(resource: string, company: number, keep: (row: Row) => boolean = inUse): Promise<Row[]> {
  await ensureSeeded(resource, company);
  return (await listAdmin<Row>(resource, company)).filter(keep);
}

/** How a field's stored values read: a select's option labels in their declared order, a reference's target names. */
async function wordsFor(resource: string, field: string, company: number): Promise<{ labels: Map<string, string>; order: string[] }> {
  const declared = DEMO_RESOURCES.find((candidate) => candidate.name === resource)?.fields.find((candidate) => candidate.name === field);
  if (declared?.type === 'select') return { labels: new Map((declared.options ?? []).map((option) => [option.value, option.label])), order: (declared.options ?? []).map((option) => option.value) };
  if (declared?.type !== 'reference' || !declared.reference) return { labels: new Map(), order: [] };
  const { key, label } = declared.reference;
  const targets = await records(declared.reference.resource, company, () => true);
  return { labels: new Map(targets.map((target) => [String(target[key]), String(target[label] ?? target[key])])), order: [] };
}

/** One point per value of `field`: the rows counted (or `measure` summed), select values in declared order, others largest first. */
async function groupedBy(resource: string, field: string, rows: readonly Row[], company: number, measure: (row: Row) => number = () => 1): Promise<ChartPoint[]> {
  const hundredths = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[field] ?? '');
    hundredths.set(key, (hundredths.get(key) ?? 0) + Math.round(measure(row) * 100));
  }
  const { labels, order } = await wordsFor(resource, field, company);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...hundredths.keys()].sort((a, b) => rank(a) - rank(b) || hundredths.get(b)! - hundredths.get(a)! || a.localeCompare(b));
  return keys.map((key) => ({ label: labels.get(key) ?? (key || '(none)'), value: hundredths.get(key)! / 100 }));
}

const openOrder = (row: Row) => row.status !== 'Cancelled';

/** The ledger as on today: each account's signed balance (+ debit) and nature, and every posting. */
async function ledgerToday(company: number) {
  const [chart, openings, entries] = await Promise.all([chartOf(company), openingSets(company), ledgerEntries(company)]);
  const today = serverToday();
  return { chart, entries, today, natures: naturesOf(chart), balances: balancesAt(openings, entries, today, true) };
}

function naturesOf(chart: Chart): Map<string, Nature> {
  const groups = new Map(chart.groups.map((group) => [group.code, group.nature]));
  return new Map(chart.accounts.flatMap((account) => (groups.has(account.group) ? [[account.code, groups.get(account.group)!] as const] : [])));
}

type Ledger = Awaited<ReturnType<typeof ledgerToday>>;

/** Income (credit - debit) and expenses (debit - credit) in paise of the postings dated from `from` to `to`. */
function result(ledger: Ledger, from: string, to: string): [income: number, expenses: number] {
  let income = 0;
  let expenses = 0;
  for (const entry of ledger.entries) {
    if (entry.date < from || entry.date > to) continue;
    const nature = ledger.natures.get(entry.account);
    if (nature === 'INCOME') income += entry.credit - entry.debit;
    if (nature === 'EXPENSES') expenses += entry.debit - entry.credit;
  }
  return [income, expenses];
}

const accountsOfType = (ledger: Ledger, types: readonly string[]) => ledger.chart.accounts.filter((account) => types.includes(account.type));
const balanceOf = (ledger: Ledger, code: string) => ledger.balances.get(code) ?? 0;

/** The master each edition keeps its customers in, and the word for them. */
function customerMaster(pCode: string): readonly [resource: string, label: string] {
  if (pCode === 'D-MIN') return ['frontoffice.customers', 'Guests and companies'];
  if (pCode === 'D-SHI') return ['frontdesk.students', 'Students'];
  if (['D-RES', 'D-TAK', 'D-POS', 'D-EC1'].includes(pCode)) return ['pos.customers', 'Customers'];
  return ['crm.customers', 'Customers'];
}

async function mainFigures(company: number): Promise<MisDashboardData> {
  const ledger = await ledgerToday(company);
  const month = ledger.today.slice(0, 7);
  const [income, expenses] = result(ledger, `${month}-01`, ledger.today);
  const [customers, label] = customerMaster(findDemoCompany(company)?.pCode ?? '');
  const months = Array.from({ length: 12 }, (_, index) => startOfMonth(subMonths(new Date(`${ledger.today}T00:00:00`), 11 - index)));
  const monthly = months.map((start) => {
    const key = format(start, 'yyyy-MM');
    const [monthIncome, monthExpenses] = result(ledger, `${key}-01`, `${key}-31`);
    return { label: format(start, 'MMM yyyy'), value: (monthIncome - monthExpenses) / 100, values: [monthIncome / 100, monthExpenses / 100] };
  });
  const sumOf = (types: readonly string[]) => accountsOfType(ledger, types).reduce((paise, account) => paise + balanceOf(ledger, account.code), 0) / 100;
  return {
    cards: {
      cash: sumOf(['CAS']),
      bank: sumOf(['BAN']),
      income: income / 100,
      expenses: expenses / 100,
      openOrders: (await records('procurement.purchase-orders', company, openOrder)).length,
      employees: (await records('hrd.employees', company)).length,
      customers: (await records(customers, company)).length,
    },
    charts: {
      monthly,
      balances: accountsOfType(ledger, ['CAS', 'BAN', 'MOB']).filter((account) => balanceOf(ledger, account.code) !== 0).map((account) => ({ label: account.name, value: balanceOf(ledger, account.code) / 100 })),
    },
    ...(label === 'Customers' ? {} : { labels: { customers: label } }),
  };
}

/** The invoices app's invoices, seeded as the invoices app seeds them (whichever call comes first). */
async function invoicesOf(company: number): Promise<Invoice[]> {
  await seedOnce('apps.invoices', company, () => {
    const found = findDemoCompany(company);
    return found ? seedInvoices(found.name, found.addr, serverToday()).map((invoice) => ({ id: invoice.id, data: invoice })) : [];
  });
  return listAdmin<Invoice>('apps.invoices', company);
}

async function salesFigures(company: number): Promise<MisDashboardData> {
  const invoices = await invoicesOf(company);
  const [items, outlets] = await Promise.all([records('pos.items', company), records('pos.outlets', company)]);
  const statuses = ['Pending', 'Processing', 'Delivered'].map((status) => ({ label: status, value: invoices.filter((invoice) => invoice.orderStatus === status).length }));
  const inRupees = invoices.filter((invoice) => invoice.currency === 'INR').reduce((paise, invoice) => paise + invoiceTotals(invoice.items, invoice.vat).total, 0);
  return {
    cards: { invoices: invoices.length, pendingInvoices: statuses[0]!.value, invoicedInr: inRupees / 100, posItems: items.length, outlets: outlets.length },
    charts: {
      invoicesByStatus: statuses.filter((point) => point.value > 0),
      itemsByGroup: await groupedBy('pos.items', 'group', items, company),
      outletsByType: await groupedBy('pos.outlets', 'outletType', outlets, company),
    },
  };
}

async function operationsFigures(company: number): Promise<MisDashboardData> {
  const [items, stores, suppliers, orders] = await Promise.all([
    records('inventory.items', company),
    records('inventory.stores', company),
    records('procurement.suppliers', company),
    records('procurement.purchase-orders', company, () => true),
  ]);
  const open = orders.filter(openOrder);
  return {
    cards: { items: items.length, stores: stores.length, suppliers: suppliers.length, openOrders: open.length, openOrderValue: sumRupees(open.map((order) => order.total)) },
    charts: {
      ordersByStatus: await groupedBy('procurement.purchase-orders', 'status', orders, company),
      itemsByGroup: await groupedBy('inventory.items', 'group', items, company),
      suppliersByType: await groupedBy('procurement.suppliers', 'partyType', suppliers, company),
    },
  };
}

async function peopleFigures(company: number): Promise<MisDashboardData> {
  await seedOnce('apps.contacts', company, () => demoContacts().map((contact) => ({ id: contact.id, data: contact })));
  const [employees, departments, contacts] = await Promise.all([records('hrd.employees', company), records('hrd.departments', company), listAdmin<Contact>('apps.contacts', company)]);
  const statuses = (['online', 'offline'] as const).map((status) => ({ label: status === 'online' ? 'Online' : 'Offline', value: contacts.filter((contact) => contact.status === status).length }));
  return {
    cards: { employees: employees.length, departments: departments.length, grossPay: sumRupees(employees.map((employee) => employee.grossPay)), contacts: contacts.length, online: statuses[0]!.value },
    charts: {
      byDepartment: await groupedBy('hrd.employees', 'department', employees, company),
      byGender: await groupedBy('hrd.employees', 'gender', employees, company),
      contactsByStatus: statuses.filter((point) => point.value > 0),
    },
  };
}

async function manufacturingFigures(company: number): Promise<MisDashboardData> {
  const [processes, attachments, raw, production, returns] = await Promise.all([
    records('production.processes', company),
    records('production.process-attachments', company),
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
      attachments: attachments.length,
      qcTests: raw.length + production.length + returns.length,
      qcProcesses: processes.filter((process) => process.qcRequired === true).length,
    },
    charts: {
      hoursByWorkCentre: await groupedBy('production.processes', 'workCentre', processes, company, (process) => Number(process.standardHours ?? 0)),
      testsByStage: stages.filter((point) => point.value > 0),
      attachmentsByProcess: await groupedBy('production.process-attachments', 'process', attachments, company),
    },
  };
}

async function realEstateFigures(company: number): Promise<MisDashboardData> {
  const [customers, enquiries, agents, ledger] = await Promise.all([records('crm.customers', company), records('crm.contacts', company), records('crm.agents', company), ledgerToday(company)]);
  const receivables = accountsOfType(ledger, ['PAR'])
    .filter((account) => ledger.natures.get(account.code) === 'ASSETS')
    .reduce((paise, account) => paise + Math.max(0, balanceOf(ledger, account.code)), 0);
  return {
    cards: { customers: customers.length, enquiries: enquiries.length, agents: agents.length, receivables: receivables / 100 },
    charts: {
      enquiriesBySource: await groupedBy('crm.contacts', 'source', enquiries, company),
      leadsByAgent: await groupedBy('crm.contacts', 'agent', enquiries.filter((enquiry) => Boolean(enquiry.agent)), company),
      customersByType: await groupedBy('crm.customers', 'partyType', customers, company),
    },
  };
}

async function schoolFigures(company: number): Promise<MisDashboardData> {
  const [students, classes, subjects, books, vehicles, routes] = await Promise.all(
    ['frontdesk.students', 'students.classes', 'students.subjects', 'library.books', 'vehicles.vehicles', 'vehicles.routes'].map((resource) => records(resource, company)),
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

/** The ledger's figures (balances, income, expenses, receivables): only for users who may open the accounts dashboard. */
const MONEY_FIGURES = new Set(['cash', 'bank', 'income', 'expenses', 'receivables', 'monthly', 'balances']);

function withoutMoney(data: MisDashboardData): MisDashboardData {
  const keep = <T,>(figures: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(figures).filter(([name]) => !MONEY_FIGURES.has(name)));
  return { ...data, cards: keep(data.cards), charts: keep(data.charts) };
}

/** A dashboard call: any signed-in user (the dashboards are open to all), figures of the user's company; money only with the accounts right. */
function dashboardCall(endpoint: string, figures: (company: number) => Promise<MisDashboardData>): HttpHandler {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    const data = await figures(session.companyCode);
    const seesMoney = can({ usr: { rCode: session.user.rCode }, roles: session.roles }, dashboardCode(MODULE.accounts));
    return HttpResponse.json(seesMoney ? data : withoutMoney(data));
  });
}

/** The MIS dashboards' figures (POST api/MisDashboard/GetDashboard...), computed from the company's demo records and ledger. */
export const dashboardDataHandlers: HttpHandler[] = [
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.main, mainFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.v2, salesFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.v3, operationsFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.v4, peopleFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.usine, manufacturingFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.real, realEstateFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.shiksha, schoolFigures),
];
