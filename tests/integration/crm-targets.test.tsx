import { configure, screen, within, waitFor } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { serverToday } from '../../src/mocks/core/server-dates';
import { liveSalesOf } from '../../src/mocks/core/sales/sale-store';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleRequirements } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { achievementPercent, periodOfMonth, TARGET_TYPE } from '../../src/modules/crm/domain/target-rules';
import {
  CRM_DASHBOARD_ENDPOINT,
  CRM_REPORT_ENDPOINTS as REPORTS,
} from '../../src/modules/crm/reports/report-endpoints';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import {
  TARGET_ENDPOINTS as API,
  type LevelCommissions,
  type TargetSummaryRow,
} from '../../src/modules/crm/targets/target-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const COMPANY = 1009;
const today = serverToday();
const thisMonth = { yea: Number(today.slice(0, 4)), targetType: TARGET_TYPE.month, detail: Number(today.slice(5, 7)) };
const saves = () => requests.filter((request) => request.url.endsWith(`/${API.save}`));

describe('CRM targets (1009, the administrator)', () => {
  it('a target set on the grid is checked beside the field and saved once', async () => {
    await signInAs(COMPANY);
    const before = await dataProvider.report<TargetSummaryRow[]>(API.summary, thisMonth);
    const seeded = before.filter((row) => row.kind === 'Employee' && row.target > 0);
    expect(seeded).toHaveLength(3);
    const person = seeded[0]!;

    const { user } = renderApp('/applayout-sidebar-large/crm/crm-targets');
    const grid = await screen.findByRole('table', { name: 'Targets and achievement' }, { timeout: 8000 });
    const row = within(grid).getByRole('rowheader', { name: person.name }).closest('tr')!;
    expect(within(row).getByText(formatMoney(toPaise(person.target)))).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Set targets of ${person.name}` }));
    const target = await screen.findByLabelText('Target for Total sales');
    await user.clear(target);
    await user.type(target, '-5');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Target for Total sales')).toHaveAccessibleDescription(
        'The target cannot be negative.',
      ),
    );
    expect(saves()).toHaveLength(0);
    await user.clear(screen.getByLabelText('Target for Total sales'));
    await user.type(screen.getByLabelText('Target for Total sales'), '500000');
    await user.dblClick(screen.getByRole('button', { name: 'Save targets' }));
    await screen.findByText(`Targets of ${person.name} saved.`);
    expect(saves()).toHaveLength(1);
    const updated = within(await screen.findByRole('table', { name: 'Targets and achievement' }))
      .getByRole('rowheader', { name: person.name })
      .closest('tr')!;
    expect(await within(updated).findByText('5,00,000.00')).toBeInTheDocument();
  });

  it('another kind of period starts at the one holding this month, and the grid asks for it', async () => {
    await signInAs(COMPANY);
    const { user } = renderApp('/applayout-sidebar-large/crm/crm-targets');
    await screen.findByRole('table', { name: 'Targets and achievement' }, { timeout: 8000 });
    const month = Number(today.slice(5, 7));
    const asked = async () =>
      (await Promise.all(
        requests.filter((one) => one.url.endsWith(`/${API.summary}`)).map((one) => one.clone().json()),
      )) as unknown[];
    await user.selectOptions(screen.getByLabelText('Target period'), 'Year');
    expect(screen.getByLabelText('Period')).toHaveDisplayValue('The whole year');
    await user.selectOptions(screen.getByLabelText('Target period'), 'Quarter');
    expect(screen.getByLabelText('Period')).toHaveValue(String(periodOfMonth(TARGET_TYPE.quarter, month)));
    await user.selectOptions(screen.getByLabelText('Target period'), 'Month');
    expect(screen.getByLabelText('Period')).toHaveValue(String(month));
    await waitFor(async () =>
      expect(await asked()).toContainEqual(
        expect.objectContaining({ targetType: TARGET_TYPE.quarter, detail: periodOfMonth(TARGET_TYPE.quarter, month) }),
      ),
    );
  });

  it('an invoice crediting a sales person and an agent raises their achievement, the reports and the dashboard', async () => {
    await signInAs(COMPANY);
    const before = await dataProvider.report<TargetSummaryRow[]>(API.summary, thisMonth);
    const person = before.filter((row) => row.kind === 'Employee' && row.target > 0)[0]!;
    const agent = before.find((row) => row.kind === 'Agent' && row.target > 0)!;
    expect(agent.empno).toMatch(/^A:/);

    // A sales invoice against the seeded approved order, credited to the sales person and the agent.
    const needs = await dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements);
    const material = needs.materials.find((one) => one.available >= 1)!;
    const lot = needs.lots.find((one) => one.itemid === material.itemid && one.available >= 1)!;
    const customer = needs.customers.find((one) => one.code === material.partyid)!;
    const saleType = needs.saltypes.find((one) => !one.requiresGstin || customer.gstin !== '')!;
    const tax = needs.taxes[0]!;
    await dataProvider.write(SALE_ENDPOINTS.save, {
      header: {
        saleType: saleType.code,
        partyId: customer.code,
        agent: agent.empno.slice(2),
        employee: person.empno,
        remarks: '',
        advance: 0,
      },
      lines: [
        {
          store: lot.store,
          itemId: lot.itemid,
          gin: lot.gin,
          qty: 1,
          rat: material.rat,
          discPer: material.discper,
          taxCode: tax.code,
          refSoid: material.soid,
          refSoLine: material.sno,
        },
      ],
      taxes: [],
      traCheck: 1,
    });
    const taxable = (await liveSalesOf(COMPANY))
      .flatMap((sale) => sale.linedetails)
      .reduce((sum, line) => sum + toPaise(line.taxable), 0);
    const after = await dataProvider.report<TargetSummaryRow[]>(API.summary, thisMonth);
    const achieved = after.find((row) => row.empno === person.empno)!.achieved;
    expect(toPaise(achieved)).toBe(toPaise(person.achieved) + taxable);
    expect(achieved).toBeGreaterThan(person.achieved);
    const quarter = await dataProvider.report<TargetSummaryRow[]>(API.summary, {
      ...thisMonth,
      targetType: TARGET_TYPE.quarter,
      detail: periodOfMonth(TARGET_TYPE.quarter, thisMonth.detail),
    });
    expect(quarter.find((row) => row.empno === agent.empno)).toMatchObject({ target: 900000 });
    expect(quarter.find((row) => row.empno === agent.empno)!.achieved).toBeGreaterThanOrEqual(
      achieved - person.achieved,
    );

    const period = { frmDate: `${today.slice(0, 7)}-01`, toDate: today };
    const report = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(
      REPORTS.targetAchievements,
      period,
    );
    expect(report.rows.find((one) => one.name === person.name)).toMatchObject({
      target: person.target,
      achieved,
      kind: 'Employees',
    });
    const employees = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(REPORTS.keyEmployees, period);
    expect(Number(employees.rows.find((one) => one.empno === person.empno)!.invoiced)).toBe(achieved);
    const dashboard = await dataProvider.report<DashboardData>(CRM_DASHBOARD_ENDPOINT, {});
    const counted = after.filter((row) => row.target > 0 || row.achieved > 0);
    const sum = (pick: (row: TargetSummaryRow) => number) =>
      counted.reduce((total, row) => total + toPaise(pick(row)), 0);
    expect(dashboard.cards.achievement).toBe(
      achievementPercent(
        sum((row) => row.target),
        sum((row) => row.achieved),
      ),
    );
    expect(dashboard.charts.targetsThisMonth).toContainEqual(
      expect.objectContaining({ label: person.name, values: [person.target, achieved] }),
    );
  });

  it('commission rules: an introducer’s share is saved and shown in the agents’ key report', async () => {
    await signInAs(COMPANY);
    const { agents = [] } = await dataProvider.report<LevelCommissions>(API.commissions, {});
    expect(agents.length).toBeGreaterThan(1);
    const { user } = renderApp('/applayout-sidebar-large/crm/crm-agents');
    await user.click(await screen.findByRole('tab', { name: 'Commission rules' }, { timeout: 8000 }));
    const level2 = await screen.findByLabelText('Level 2: the introducer’s share (%)');
    await user.clear(level2);
    await user.type(level2, '1');
    await user.selectOptions(screen.getByLabelText(`Introducer of ${agents[0]!.name}`), agents[1]!.code);
    await user.click(screen.getByRole('button', { name: 'Save the commission rules' }));
    await screen.findByText('Commission rules saved.');
    const saved = await dataProvider.report<LevelCommissions>(API.commissions, {});
    expect(saved.introducers).toEqual([{ agent: agents[0]!.code, introducer: agents[1]!.code }]);
    expect(saved.commissions).toContainEqual({ level: 2, percent: 1 });
    const report = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(REPORTS.keyAgents, {
      frmDate: `${today.slice(0, 7)}-01`,
      toDate: today,
    });
    expect(report.rows.find((one) => one.code === agents[0]!.code)).toMatchObject({ introducer: agents[1]!.name });
  });

  it('the sales executive sees the targets but may not set them', async () => {
    await signInAs(COMPANY, 'staff');
    const { agents = [] } = await dataProvider.report<LevelCommissions>(API.commissions, {});
    const targets = [
      { empno: `A:${agents[0]!.code}`, mont: 1, yea: 2026, categoryId: '', productId: '', tgt: 1000, calls: 0 },
    ];
    await expect(dataProvider.write(API.save, { targets })).rejects.toThrow();
    renderApp('/applayout-sidebar-large/crm/crm-targets');
    const grid = await screen.findByRole('table', { name: 'Targets and achievement' }, { timeout: 8000 });
    expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(3);
    expect(within(grid).queryAllByRole('button', { name: /^Set targets of / })).toHaveLength(0);
  });
});
