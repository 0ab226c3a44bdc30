import { configure, screen } from '@testing-library/react';
import { serverToday } from '../../src/mocks/core/server-dates';
import { replaceCustomerRows } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1015;
const today = serverToday();
const sale = (bill: string, partyId: string, amount: number, extra: Record<string, unknown> = {}) =>
  replaceCustomerRows(COMPANY, bill, [
    {
      partyId,
      dat: today,
      transactionType: 'SAL',
      transactionId: bill,
      transactionAmt: amount,
      pendingAmount: amount,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: `Invoice ${bill}`,
      billType: 'SAL',
      settleMode: 'CREDIT',
      ...extra,
    },
  ]);
const columnIndex = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead tr:last-child th')].findIndex((cell) => cell.textContent === label);
const rowNamed = (table: HTMLElement, text: string) =>
  [...table.querySelectorAll('tbody tr')].find((row) => [...row.children].some((cell) => cell.textContent === text))!;

describe('stock sales key reports', () => {
  it('lists the customers of a group with what each owes, their limit and the credit left', async () => {
    await signInAs(COMPANY, 'admin');
    await sale('SAL2627-00001', 'SC-0001', 12000.5);
    renderApp('/applayout-sidebar-large/pos/posstock-keyrep-customers?p.group=B2B');
    const table = await screen.findByRole('table', { name: 'List of customers' }, { timeout: 8000 });
    const row = rowNamed(table, 'SC-0001');
    const cell = (label: string) => row.children[columnIndex(table, label)]!.textContent;
    expect([cell('Outstanding'), cell('Credit limit'), cell('Credit available')]).toEqual([
      '12,000.50',
      '50,000.00',
      '37,999.50',
    ]);
    expect([...table.querySelectorAll('th[scope="rowgroup"]')].map((group) => group.textContent)).toEqual([
      expect.stringMatching(/^Group: Business customers \(\d+\)$/),
    ]);
  });

  it('lists the customer groups with their customers and outstanding, and the agents with their commission', async () => {
    await signInAs(COMPANY, 'admin');
    await sale('SAL2627-00001', 'SC-0001', 9000, { agent: 'SA-01', employee: '' });
    const { unmount } = renderApp('/applayout-sidebar-large/pos/posstock-keyrep-customergroups');
    const groups = await screen.findByRole('table', { name: 'List of customer groups' }, { timeout: 8000 });
    expect(rowNamed(groups, 'B2B').children[columnIndex(groups, 'Outstanding')]!.textContent).toBe('9,000.00');
    unmount();
    renderApp('/applayout-sidebar-large/pos/posstock-keyrep-agents');
    const agents = await screen.findByRole('table', { name: 'List of agents' }, { timeout: 8000 });
    const agent = rowNamed(agents, 'SA-01');
    expect([
      agent.children[columnIndex(agents, 'Commission on')]!.textContent,
      agent.children[columnIndex(agents, 'Due')]!.textContent,
    ]).toEqual(['Invoiced value', '180.00']);
  });
});
