import type { DashboardData, DashboardDeclaration } from '../../../engine/dashboard/dashboard';
import { DASHBOARD } from '../../../menus/catalogue/dashboard';

/** The MIS dashboards' calls (backend convention: POST with `{usr}`, answered with MisDashboardData). */
export const MIS_DASHBOARD_ENDPOINTS = {
  main: 'api/MisDashboard/GetDashboardMain',
  v2: 'api/MisDashboard/GetDashboardV2',
  v3: 'api/MisDashboard/GetDashboardV3',
  v4: 'api/MisDashboard/GetDashboardV4',
  usine: 'api/MisDashboard/GetDashboardUsine',
  real: 'api/MisDashboard/GetDashboardReal',
  shiksha: 'api/MisDashboard/GetDashboardShiksha',
} as const;

/**
 * The engine's figures, plus the card labels an edition words its own way (the school's "Students" for "Customers").
 */
export interface MisDashboardData extends DashboardData {
  labels?: Readonly<Record<string, string>>;
}

/** A dashboard of the default demo menu: the engine's declaration and one line saying what it is about. */
export interface MisDashboard extends DashboardDeclaration {
  intro: string;
}

const count = (name: string, label: string) => ({ name, label, format: 'number' as const });
const money = (name: string, label: string) => ({ name, label, format: 'money' as const });

/** The common dashboard: money on hand, this month's result, and the company's main masters. */
export const MAIN_DASHBOARD: MisDashboard = {
  name: 'dashboard.main',
  title: DASHBOARD.dashboardmain.title,
  intro: 'The company at a glance: cash and bank, this month’s income and expenses, orders, staff and customers.',
  screen: DASHBOARD.dashboardmain,
  endpoint: MIS_DASHBOARD_ENDPOINTS.main,
  cards: [
    { ...money('cash', 'Cash in hand'), note: 'Every cash account, petty cash included; the chart below shows each.' },
    { ...money('bank', 'Bank balances'), note: 'Every bank account; the chart below shows each.' },
    money('income', 'Income this month'),
    money('expenses', 'Expenses this month'),
    count('openOrders', 'Open purchase orders'),
    count('employees', 'Employees in service'),
    { ...count('customers', 'Customers'), note: 'Those in use: the master lists the withdrawn ones too.' },
  ],
  charts: [
    {
      name: 'monthly',
      title: 'Income and expenses by month',
      kind: 'bar',
      series: ['Income', 'Expenses'],
      format: 'money',
    },
    { name: 'balances', title: 'Cash and bank balances by account', kind: 'bar', format: 'money' },
  ],
};

/** Version 2, sales: invoices of the invoices app and the point of sale's items and outlets. */
export const SALES_DASHBOARD: MisDashboard = {
  name: 'dashboard.v2',
  title: DASHBOARD.v2.title,
  intro: 'Sales: the invoices app’s invoices, and the point of sale’s items and outlets.',
  screen: DASHBOARD.v2,
  endpoint: MIS_DASHBOARD_ENDPOINTS.v2,
  cards: [
    count('invoices', 'Invoices'),
    count('pendingInvoices', 'Invoices pending'),
    money('invoicedInr', 'Invoiced in rupees, with VAT'),
    count('posItems', 'Point-of-sale items'),
    count('outlets', 'Outlets'),
  ],
  charts: [
    { name: 'invoicesByStatus', title: 'Invoices by status', kind: 'doughnut' },
    { name: 'itemsByGroup', title: 'Point-of-sale items by group', kind: 'bar' },
    { name: 'outletsByType', title: 'Outlets by type', kind: 'doughnut' },
  ],
};

/** Version 3, operations: stock items, stores, suppliers and purchase orders. */
export const OPERATIONS_DASHBOARD: MisDashboard = {
  name: 'dashboard.v3',
  title: DASHBOARD.v3.title,
  intro: 'Operations: inventory items and stores, suppliers, and purchase orders by status.',
  screen: DASHBOARD.v3,
  endpoint: MIS_DASHBOARD_ENDPOINTS.v3,
  cards: [
    count('items', 'Inventory items'),
    count('stores', 'Stores'),
    count('suppliers', 'Suppliers'),
    count('openOrders', 'Open purchase orders'),
    money('openOrderValue', 'Value of open purchase orders'),
  ],
  charts: [
    { name: 'ordersByStatus', title: 'Purchase orders by status', kind: 'doughnut' },
    { name: 'itemsByGroup', title: 'Inventory items by group', kind: 'bar' },
    { name: 'suppliersByType', title: 'Suppliers by type', kind: 'doughnut' },
  ],
};

/** Version 4, people: employees by department and the contacts app's contacts. */
export const PEOPLE_DASHBOARD: MisDashboard = {
  name: 'dashboard.v4',
  title: DASHBOARD.v4.title,
  intro: 'People: employees in service by department, and the contacts of the contacts app.',
  screen: DASHBOARD.v4,
  endpoint: MIS_DASHBOARD_ENDPOINTS.v4,
  cards: [
    count('employees', 'Employees in service'),
    count('departments', 'Departments'),
    money('grossPay', 'Gross pay a month'),
    count('contacts', 'Contacts'),
    count('online', 'Contacts online'),
  ],
  charts: [
    { name: 'byDepartment', title: 'Employees by department', kind: 'bar' },
    { name: 'byGender', title: 'Employees by gender', kind: 'doughnut' },
    { name: 'contactsByStatus', title: 'Contacts by status', kind: 'doughnut' },
  ],
};

/** The manufacturing edition's home: production processes, work centres, materials per process and quality tests. */
export const MANUFACTURING_DASHBOARD: MisDashboard = {
  name: 'dashboard.usine',
  title: DASHBOARD.dashboardUsine.title,
  intro: 'Production: processes and their work centres, the materials each process uses, and the quality tests.',
  screen: DASHBOARD.dashboardUsine,
  endpoint: MIS_DASHBOARD_ENDPOINTS.usine,
  cards: [
    count('processes', 'Production processes'),
    count('workCentres', 'Work centres'),
    count('attachments', 'Product set-ups'),
    count('qcTests', 'Quality tests'),
    count('qcProcesses', 'Processes checked by QC'),
  ],
  charts: [
    { name: 'hoursByWorkCentre', title: 'Standard hours by work centre', kind: 'bar' },
    { name: 'testsByStage', title: 'Quality tests by stage', kind: 'doughnut' },
    { name: 'ingredientsByProduct', title: 'Ingredients per product set-up', kind: 'bar' },
  ],
};

/** The real-estate edition's home: customers, enquiries and the agents following them up. */
export const REAL_ESTATE_DASHBOARD: MisDashboard = {
  name: 'dashboard.real',
  title: DASHBOARD.dashboardReal.title,
  intro:
    'Customers and enquiries: where the enquiries come from, the leads each agent follows, and what customers owe.',
  screen: DASHBOARD.dashboardReal,
  endpoint: MIS_DASHBOARD_ENDPOINTS.real,
  cards: [
    count('customers', 'Customers'),
    count('enquiries', 'Enquiries'),
    count('agents', 'Agents'),
    money('receivables', 'Receivables'),
  ],
  charts: [
    { name: 'enquiriesBySource', title: 'Enquiries by source', kind: 'doughnut' },
    { name: 'leadsByAgent', title: 'Leads by agent', kind: 'bar' },
    { name: 'customersByType', title: 'Customers by type', kind: 'doughnut' },
  ],
};

/** The school edition's home: students by class, subjects, the library and the school transport. */
export const SCHOOL_DASHBOARD: MisDashboard = {
  name: 'dashboard.shiksha',
  title: DASHBOARD.dashboardshiksha.title,
  intro: 'The school: students by class, subjects, library books, and the vehicles and routes of the school transport.',
  screen: DASHBOARD.dashboardshiksha,
  endpoint: MIS_DASHBOARD_ENDPOINTS.shiksha,
  cards: [
    count('students', 'Students'),
    count('classes', 'Classes'),
    count('subjects', 'Subjects'),
    count('books', 'Library books (copies)'),
    count('vehicles', 'Vehicles'),
    count('routes', 'Transport routes'),
  ],
  charts: [
    { name: 'studentsByClass', title: 'Students by class', kind: 'bar' },
    { name: 'titlesBySubject', title: 'Library titles by subject', kind: 'doughnut' },
    { name: 'vehiclesByType', title: 'Vehicles by type', kind: 'doughnut' },
  ],
};
