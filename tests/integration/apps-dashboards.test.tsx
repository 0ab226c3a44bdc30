import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { apiClient } from '../../src/lib/api/api-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatAmount } from '../../src/lib/format/number-format';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoneyWithSign } from '../../src/lib/money/money-format';
import { CANCELLED, RECEIVED } from '../../src/modules/procurement/domain/approval-status';
import { ORDER_STATUS_OPTIONS } from '../../src/modules/procurement/resources/purchase-orders';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import type { TrialBalance } from '../../src/modules/accounts/ledger/statements-types';
import { fromWire } from '../../src/modules/accounts/reports/wire-money';
import { DEMO_COMPANIES } from '../../src/mocks/core/company/companies';
import { SEEDS } from '../../src/mocks/testing/all-seeds';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/dashboard';
const today = format(new Date(), 'yyyy-MM-dd');
const integer = new Intl.NumberFormat('en-IN');

/** A company's starting records of a master, as the seeds write them (independent of the dashboard's handler). */
function seedRows(resource: string, companyCode: number) {
  const company = DEMO_COMPANIES.find((candidate) => candidate.code === companyCode)!;
  return SEEDS.get(resource)!.rows(company);
}
const inService = (rows: ReadonlyArray<Record<string, unknown>>) => rows.filter((row) => row.active !== false);
/** Employees in service: no service closing (the HR master stores the contract's fields). */
const staffInService = (rows: ReadonlyArray<Record<string, unknown>>) =>
  rows.filter((row) => row.serviceClosing === null);

/** The figure shown on the card labelled `label`. */
async function figure(label: string) {
  const caption = await screen.findByText(label, { selector: '.dashboard-card p' }, { timeout: 15_000 });
  return caption.nextElementSibling!.textContent;
}

/** The rows of a chart's table for screen readers, as "label: value". */
async function chartRows(title: string) {
  const table = await screen.findByRole('table', { name: title }, { timeout: 8000 });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'))
    .map(
      (row) =>
        `${within(row).getByRole('rowheader').textContent}: ${within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
          .join(' / ')}`,
    );
}

describe('the common dashboard', () => {
  it('shows who is signed in and the company figures: employees, open orders and customers as seeded, cash as the trial balance has it', async () => {
    await signInAs(1013, 'admin');
    const tb = fromWire<TrialBalance>(
      await dataProvider.report<unknown>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today }),
    );
    const cashAccounts = new Set(
      seedRows('accounts.accounts', 1013)
        .filter((row) => row.type === 'CAS')
        .map((row) => String(row.code)),
    );
    const cash = tb.rows.filter((row) => cashAccounts.has(row.account)).reduce((sum, row) => sum + row.closing, 0);
    renderApp(`${ROOT}/dashboardmain`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sanjeevani Multispeciality Hospital' })).toBeVisible();
    expect(screen.getByText('Hospital (D-HOS)')).toBeVisible();
    // A hospital has no outlets: no outlet row, not even the administrator's "every outlet".
    expect(screen.queryByText('Every outlet (administrator)')).not.toBeInTheDocument();

    // 30 employees are seeded for the hospital, 29 of them in service: the card counts those.
    expect(seedRows('hrd.employees', 1013)).toHaveLength(30);
    const employees = staffInService(seedRows('hrd.employees', 1013)).length;
    expect(employees).toBe(29);
    expect(await figure('Employees in service')).toBe(String(employees));
    const openOrders = seedRows('procurement.purchase-orders', 1013).filter(
      (row) => row.pos !== CANCELLED && row.pos !== RECEIVED,
    ).length;
    expect(await figure('Open purchase orders')).toBe(String(openOrders));
    expect(await figure('Customers')).toBe(String(inService(seedRows('crm.customers', 1013)).length));
    expect(await figure('Cash in hand')).toBe(formatMoneyWithSign(cash));
    // The card adds up every cash account, and says so; the chart shows each, and they add up to the card.
    expect(screen.getByText('Every cash account, petty cash included; the chart below shows each.')).toBeVisible();
    const cashNames = new Set(
      seedRows('accounts.accounts', 1013)
        .filter((row) => row.type === 'CAS')
        .map((row) => String(row.name)),
    );
    expect(cashNames.size).toBeGreaterThan(1);
    const byAccount = (await chartRows('Cash and bank balances by account')).map(
      (row) => row.split(': ') as [string, string],
    );
    const charted = byAccount
      .filter(([name]) => cashNames.has(name))
      .reduce((sum, [, value]) => sum + Math.round(Number(value.replace(/[^\d.-]/g, '')) * 100), 0);
    expect(charted).toBe(cash);
    const monthly = await chartRows('Income and expenses by month');
    expect(monthly).toHaveLength(12);
    expect(monthly.at(-1)).toMatch(new RegExp(`^${format(new Date(), 'MMM yyyy')}: `));
  });

  it('words the customers card for the edition (a school counts its students) and opens for staff too', async () => {
    await signInAs(1004, 'staff');
    renderApp(`${ROOT}/dashboardmain`);
    expect(await figure('Students')).toBe(String(inService(seedRows('frontdesk.students', 1004)).length));
    expect(screen.queryByText('Customers', { selector: '.dashboard-card p' })).not.toBeInTheDocument();
  });
});

describe('version 2, sales', () => {
  it('counts and totals the invoices app’s invoices in exact paise, and follows a deletion on refresh', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(`${ROOT}/v2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard version 2' })).toBeVisible();
    expect(await figure('Invoices')).toBe('8');
    expect(await figure('Invoices pending')).toBe('3');
    // The six rupee invoices: subtotal 2,16,231.90, VAT 10 % on each (21,623.19 together), 2,37,855.09 in all.
    expect(await figure('Invoiced in rupees, with VAT')).toBe('₹ 2,37,855.09');
    expect(await chartRows('Invoices by status')).toEqual(['Pending: 3', 'Processing: 2', 'Delivered: 3']);
    expect(await figure('Point-of-sale items')).toBe(String(inService(seedRows('pos.items', 1013)).length));

    // C5J4Y (pending, 29,138.89 with VAT) goes; the figures follow.
    await apiClient.delete('api/invoices/C5J4Y');
    await user.click(screen.getByRole('button', { name: 'Refresh the figures' }));
    await waitFor(() =>
      expect(screen.getByText('Invoices', { selector: '.dashboard-card p' }).nextElementSibling).toHaveTextContent('7'),
    );
    expect(await figure('Invoices pending')).toBe('2');
    expect(await figure('Invoiced in rupees, with VAT')).toBe('₹ 2,08,716.20');
  });
});

describe('versions 3 and 4', () => {
  it('shows operations: items, suppliers and purchase orders by status as stored', async () => {
    await signInAs(1002, 'admin');
    renderApp(`${ROOT}/v3`);
    expect(await figure('Inventory items')).toBe(String(inService(seedRows('inventory.items', 1002)).length));
    expect(await figure('Suppliers')).toBe(String(inService(seedRows('procurement.suppliers', 1002)).length));
    const orders = seedRows('procurement.purchase-orders', 1002);
    const byStatus = ORDER_STATUS_OPTIONS.map(
      (option) => [option.label, orders.filter((order) => String(order.pos) === option.value).length] as const,
    )
      .filter(([, count]) => count > 0)
      .map(([status, count]) => `${status}: ${count}`);
    expect(await chartRows('Purchase orders by status')).toEqual(byStatus);
    const open = sumPaise(
      orders
        .filter((order) => order.pos !== CANCELLED && order.pos !== RECEIVED)
        .map((order) => toPaise(Number(order.totalAmt))),
    );
    expect(await figure('Value of open purchase orders')).toBe(`₹ ${formatAmount(open / 100)}`);
  });

  it('shows people: employees by department and the contacts app’s twelve contacts, seven online', async () => {
    await signInAs(1013, 'admin');
    renderApp(`${ROOT}/v4`);
    expect(await figure('Contacts')).toBe('12');
    expect(await figure('Contacts online')).toBe('7');
    const employees = staffInService(seedRows('hrd.employees', 1013));
    const departments = new Map(
      seedRows('hrd.departments', 1013).map((row) => [String(row.recordId), String(row.department)]),
    );
    const rows = await chartRows('Employees by department');
    const perDepartment = new Map<string, number>();
    for (const employee of employees)
      perDepartment.set(String(employee.department), (perDepartment.get(String(employee.department)) ?? 0) + 1);
    expect(rows).toHaveLength(perDepartment.size);
    for (const [code, count] of perDepartment) expect(rows).toContain(`${departments.get(code)}: ${count}`);
    const gross = sumPaise(employees.map((employee) => toPaise(Number(employee.grandPay))));
    expect(await figure('Gross pay a month')).toBe(`₹ ${formatAmount(gross / 100)}`);
  });
});

describe('the editions’ home dashboards', () => {
  it('manufacturing: processes, work centres and quality tests of the works', async () => {
    await signInAs(1003, 'admin');
    renderApp(`${ROOT}/dashboardUsine`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manufacturing dashboard' })).toBeVisible();
    const processes = inService(seedRows('production.processes', 1003));
    expect(await figure('Production processes')).toBe(String(processes.length));
    expect(await figure('Work centres')).toBe(String(new Set(processes.map((row) => row.workCentre)).size));
    const tests = ['qc.raw-material-tests', 'qc.production-tests', 'qc.sale-return-tests'].map(
      (resource) => seedRows(resource, 1003).length,
    );
    expect(await figure('Quality tests')).toBe(String(tests[0]! + tests[1]! + tests[2]!));
    expect(await chartRows('Quality tests by stage')).toEqual([
      `Raw material: ${tests[0]}`,
      `Production: ${tests[1]}`,
      `Sale return: ${tests[2]}`,
    ]);
  });

  it('real estate: customers, enquiries by source and agents', async () => {
    await signInAs(1007, 'admin');
    renderApp(`${ROOT}/dashboardReal`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Real estate dashboard' })).toBeVisible();
    expect(await figure('Customers')).toBe(String(inService(seedRows('crm.customers', 1007)).length));
    const enquiries = inService(seedRows('crm.contacts', 1007));
    expect(await figure('Enquiries')).toBe(String(enquiries.length));
    const rows = await chartRows('Enquiries by source');
    expect(rows.reduce((sum, row) => sum + Number(row.split(': ')[1]), 0)).toBe(enquiries.length);
  });

  it('school: students by class in class order, library copies, vehicles', async () => {
    await signInAs(1004, 'admin');
    renderApp(`${ROOT}/dashboardshiksha`);
    expect(await screen.findByRole('heading', { level: 1, name: 'School dashboard' })).toBeVisible();
    const students = inService(seedRows('frontdesk.students', 1004));
    expect(await figure('Students')).toBe(String(students.length));
    const copies = inService(seedRows('library.books', 1004)).reduce((sum, book) => sum + Number(book.copies), 0);
    expect(await figure('Library books (copies)')).toBe(integer.format(copies));
    expect(await figure('Vehicles')).toBe(String(inService(seedRows('vehicles.vehicles', 1004)).length));
    const classes = await chartRows('Students by class');
    // The classes in school order (nursery first), each with its own count.
    const order = ['NUR', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
    const expected = order
      .filter((name) => students.some((row) => row.className === name))
      .map((name) => `${name}: ${students.filter((row) => row.className === name).length}`);
    expect(classes).toEqual(expected);
  });
});

describe('the ledger figures on the common dashboard', () => {
  it('are left out for a user without the accounts dashboard right', async () => {
    await signInAs(1010, 'staff');
    renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    expect(await screen.findByText('Employees in service', undefined, { timeout: 15_000 })).toBeVisible();
    const figures = screen.getByRole('list', { name: 'Figures' });
    expect(within(figures).queryByText('Cash in hand')).not.toBeInTheDocument();
    expect(within(figures).queryByText('Income this month')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Income and expenses by month' })).not.toBeInTheDocument();
    // Staff bill in the outlets assigned to them, listed by name.
    const mine = screen.getByRole('table', { name: 'Cash, bank and outlets assigned to you' });
    expect(within(mine).getByRole('cell', { name: 'Main dining hall' })).toBeInTheDocument();
    expect(within(mine).queryByText('Every outlet (administrator)')).not.toBeInTheDocument();
  });

  it('says an administrator bills in every outlet rather than listing a few', async () => {
    await signInAs(1010, 'admin');
    renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    const mine = await screen.findByRole(
      'table',
      { name: 'Cash, bank and outlets assigned to you' },
      { timeout: 15_000 },
    );
    const kinds = within(mine)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(kinds.filter((text) => text?.startsWith('Restaurant outlet'))).toEqual([
      'Restaurant outletEvery outlet (administrator)',
    ]);
    expect(kinds).toContain('Cash accountCash in hand');
  });
});
