import { http, HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { customerBalancePaise } from '../../../modules/pos/receipts/domain/customer-bills';
import { KEY_REPORT_ENDPOINTS, STOCK_SALES_KEY_REPORTS } from '../../../modules/pos/receipts/key-reports';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { rowsOf } from '../../core/seeded-rows';
import { duesOf } from './commission-data';
import { customerMasters, ledgerRows } from '../../core/sales/receipt-store';

type Build = (companyCode: number, body: Record<string, unknown>) => Promise<ReportRow[]>;

const yes = (value: unknown) => (value === false ? 'No' : 'Yes');
const byName = (rows: Array<Record<string, unknown>>) =>
  new Map(rows.map((row) => [String(row.code ?? ''), String(row.name ?? '')]));
const BASIS = { INVOICE: 'Invoiced value', COLLECTION: 'Amount collected' } as const;

/** Each customer's balance (paise) by code. */
async function balances(companyCode: number): Promise<Map<string, number>> {
  const [customers, rows] = await Promise.all([customerMasters(companyCode), ledgerRows(companyCode)]);
  return new Map([...customers.keys()].map((code) => [code, customerBalancePaise(rows, code)]));
}

const customerGroups: Build = async (companyCode) => {
  const [groups, priceLists, customers, owed] = await Promise.all([
    rowsOf('pos.customer-groups', companyCode),
    rowsOf('pos.price-lists', companyCode),
    customerMasters(companyCode),
    balances(companyCode),
  ]);
  const lists = byName(priceLists);
  return groups.map((group) => {
    const members = [...customers.values()].filter((customer) => customer.group === group.code);
    return {
      code: String(group.code),
      name: String(group.name),
      saleType: String(group.saleType ?? ''),
      priceList: lists.get(String(group.priceList ?? '')) ?? String(group.priceList ?? ''),
      discount: Number(group.discount) || 0,
      creditAllowed: group.creditAllowed ? 'Yes' : 'No',
      creditDays: Number(group.creditDays) || 0,
      customers: members.length,
      outstanding: fromPaise(sumPaise(members.map((customer) => owed.get(customer.code) ?? 0))),
      active: yes(group.active),
    };
  });
};

const customers: Build = async (companyCode, body) => {
  const [masters, groups, agents, owed] = await Promise.all([
    customerMasters(companyCode),
    rowsOf('pos.customer-groups', companyCode),
    rowsOf('pos.agents', companyCode),
    balances(companyCode),
  ]);
  const groupNames = byName(groups);
  const agentNames = byName(agents);
  const rows = await rowsOf('pos.customers', companyCode);
  const wanted = String(body.group ?? '');
  return [...masters.values()]
    .filter((customer) => !wanted || customer.group === wanted)
    .map((customer) => {
      const row = rows.find((one) => one.code === customer.code) ?? {};
      const outstanding = owed.get(customer.code) ?? 0;
      return {
        group: groupNames.get(customer.group) ?? customer.group,
        code: customer.code,
        name: customer.name,
        mobile: String(row.mobile ?? ''),
        gstin: String(row.gstin ?? ''),
        agent: agentNames.get(customer.agent) ?? customer.agent,
        creditDays: customer.creditDays,
        creditLimit: customer.creditLimit,
        outstanding: fromPaise(outstanding),
        available: customer.creditLimit === null ? null : fromPaise(toPaise(customer.creditLimit) - outstanding),
        active: yes(customer.active),
      };
    })
    .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
};

const agents: Build = async (companyCode) => {
  const [rows, masters, dues] = await Promise.all([
    rowsOf('pos.agents', companyCode),
    customerMasters(companyCode),
    duesOf(companyCode, 'agent', serverToday()),
  ]);
  return rows
    .map((agent) => {
      const due = dues.find((one) => one.code === agent.code);
      const basis = agent.commissionOn === 'COLLECTION' ? 'COLLECTION' : 'INVOICE';
      return {
        code: String(agent.code),
        name: String(agent.name),
        mobile: String(agent.mobile ?? ''),
        area: String(agent.area ?? ''),
        commission: Number(agent.commission) || 0,
        commissionOn: BASIS[basis],
        customers: [...masters.values()].filter((customer) => customer.agent === agent.code).length,
        earned: fromPaise(due?.earnedPaise ?? 0),
        paid: fromPaise(due?.paidPaise ?? 0),
        due: fromPaise(due?.duePaise ?? 0),
        active: yes(agent.active),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
};

const BUILDS: Record<string, Build> = {
  [KEY_REPORT_ENDPOINTS.customerGroups]: customerGroups,
  [KEY_REPORT_ENDPOINTS.customers]: customers,
  [KEY_REPORT_ENDPOINTS.agents]: agents,
};

function keyReportRoute(report: ReportDeclaration) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const rows = await BUILDS[report.endpoint]!(session.companyCode, await readJson(request));
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });
}

/**
 * The stock sales key reports: the customer groups, customers (with what each owes and the credit left) and agents
 * (with their commission), from the masters and ledgers.
 */
export const keyReportRoutes = STOCK_SALES_KEY_REPORTS.map(keyReportRoute);
