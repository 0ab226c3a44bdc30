import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { SALE_RETURN_ENDPOINTS as API } from '../../src/modules/pos/returns/domain/returns-endpoints';
import type { SaleForReturn, SaleReturnAnswer } from '../../src/modules/pos/returns/domain/returns-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { customerOutstandingPaise } from '../../src/mocks/core/accounting/party-postings';
import { returnsHandlers } from '../../src/mocks/pos/returns/returns-handlers';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import type * as PosScreens from '../../src/modules/pos/screens';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

// Until the lead adds returnsScreens to the pos module's screen map, the test adds them.
vi.mock('../../src/modules/pos/screens', async (importOriginal) => {
  const original = await importOriginal<typeof PosScreens>();
  const { returnsScreens } = await import('../../src/modules/pos/returns/returns-screens');
  return { ...original, screens: { ...original.screens, ...returnsScreens } };
});

const { server, requests } = setupDemoServer();
// Until the lead registers them in src/mocks/handlers.ts, each test adds them.
beforeEach(() => server.use(...returnsHandlers));
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
beforeEach(() => vi.spyOn(window, 'print').mockImplementation(() => undefined));

const COMPANY = 1010;
const CUSTOMER = 'SC-0006';
const PATH = '/applayout-sidebar-large/pos/pos-sale-return';
const today = serverToday();
const firstNumber = `SRT${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;

async function agrees() {
  const balance = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return balance.totals.debit === balance.totals.credit && balance.totals.closingDebit === balance.totals.closingCredit;
}

describe('sale returns: the screen', () => {
  it('finds the bill, refuses more than was sold beside the line keeping the input, saves once, prints the credit note and cancels from the list', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 401,
      lines: [
        ['Butter naan', 3],
        ['Chicken biryani', 1],
      ],
    });
    await settledBill(COMPANY, { billNo: 402, lines: [['Filter coffee', 2]] });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'New sale return' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New sale return: find the bill' }, { timeout: 8000 });
    const bills = await screen.findByRole('table', { name: /goods can come back against/ }, { timeout: 8000 });
    expect(
      within(bills)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['DN26-000402', bill.seq]);
    await user.type(screen.getByLabelText('Bill number or customer'), '401');
    expect(
      within(bills)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([bill.seq]);
    await user.click(screen.getByRole('button', { name: `Return goods of ${bill.seq}` }));

    await screen.findByRole('heading', { name: `New sale return: bill ${bill.seq}` }, { timeout: 8000 });
    expect(screen.getByRole('radio', { name: /As credit to the customer \(a walk-in sale has none\)/ })).toBeDisabled();
    const naan = screen.getByLabelText('Return quantity, Butter naan');
    await user.type(naan, '5');
    await user.type(screen.getByLabelText('Reason for the return'), 'Burnt');
    await user.click(screen.getByRole('button', { name: 'Save the return' }));
    expect(await screen.findByText('Butter naan: at most 3 can be returned (3 sold).')).toBeInTheDocument();
    expect(naan).toHaveValue('5');
    expect(requests.filter((request) => request.url.endsWith(`/${API.save}`))).toHaveLength(0);

    await user.clear(naan);
    await user.type(naan, '1');
    const source = (await dataProvider.get<SaleForReturn>(API.sale, '401'))!;
    const line = bill.lines.find((row) => row.itemName === 'Butter naan')!;
    expect(source.lines[0]!.sold.taxes.map((tax) => tax.percent)).toEqual([2.5, 2.5]);
    const refund = screen.getByLabelText('Refund');
    await waitFor(() => expect(refund).toHaveTextContent(`Goods${formatMoney(toPaise(line.rate))}`));
    await user.dblClick(screen.getByRole('button', { name: 'Save the return' }));
    expect(
      await screen.findByRole('heading', { name: `Credit note ${firstNumber}`, level: 1 }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    const saves = requests.filter((request) => request.url.endsWith(`/${API.save}`));
    expect(saves).toHaveLength(1);
    expect(await saves[0]!.clone().json()).toMatchObject({
      traCheck: 1,
      header: { billNo: 401, refundMode: 'CASH', reason: 'Burnt' },
      lines: [{ lineId: line.lineId, qty: 1 }],
    });
    const stored = (await dataProvider.get<SaleReturnAnswer>(API.get, '1'))!;
    expect(stored.header.printCount).toBe(1);
    expect(screen.getByText('Tax refunded as charged on the bill')).toBeInTheDocument();
    expect(await agrees()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('rowheader', { name: firstNumber }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Reprint ${firstNumber}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Cancel ${firstNumber}` }));
    await user.click(await screen.findByRole('button', { name: 'Cancel sale return' }));
    expect(await screen.findByText('Cancelled', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect((await dataProvider.get<SaleForReturn>(API.sale, '401'))!.lines[0]!.returned.qty).toBe(0);
    expect(await agrees()).toBe(true);
  });

  it('shows the server’s refusal beside the line when another return took the goods meanwhile, keeps the input, and reads the bill again', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, { billNo: 403, lines: [['Butter naan', 3]] });
    const { user } = renderApp(`${PATH}?record=new&bill=403`);
    const naan = await screen.findByLabelText('Return quantity, Butter naan', undefined, { timeout: 8000 });
    // Another cashier returns two naans first.
    const lineId = bill.lines[0]!.lineId;
    await dataProvider.write(
      API.save,
      {
        header: { billNo: 403, refundMode: 'CASH', reason: 'Cold' },
        lines: [{ lineId, qty: 2 }],
        taxes: [],
        traCheck: 1,
      },
      'other-till',
    );
    await user.type(naan, '2');
    await user.type(screen.getByLabelText('Reason for the return'), 'Cold');
    await user.click(screen.getByRole('button', { name: 'Save the return' }));
    expect(
      await screen.findByText('Butter naan: at most 1 can be returned (3 sold, 2 returned before).', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Check the marked fields and save again.');
    expect(naan).toHaveValue('2');
    const lines = screen.getByRole('table', { name: /type what comes back/ });
    await waitFor(() => expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(/Butter naan32/));
  });

  it('refunds a credit bill as credit to its customer: what they owe falls by the refund', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 404,
      lines: [['Chicken biryani', 2]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const owed = (await customerOutstandingPaise(COMPANY)).get(CUSTOMER)!;
    const { user } = renderApp(`${PATH}?record=new&bill=404`);
    await user.type(
      await screen.findByLabelText('Return quantity, Chicken biryani', undefined, { timeout: 8000 }),
      '2',
    );
    await user.click(screen.getByRole('radio', { name: /As credit to .+, lowering what they owe/ }));
    await user.type(screen.getByLabelText('Reason for the return'), 'Order cancelled');
    expect(screen.getByLabelText('Refund')).toHaveTextContent(`Refund${formatMoney(toPaise(bill.total))}`);
    await user.click(screen.getByRole('button', { name: 'Save the return' }));
    expect(
      await screen.findByRole('heading', { name: `Credit note ${firstNumber}`, level: 1 }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Credited to .+’s account$/)).toBeInTheDocument();
    // The whole bill came back: the refund is the bill's total, to the paisa, and the customer owes that much less.
    expect((await customerOutstandingPaise(COMPANY)).get(CUSTOMER)).toBe(owed - toPaise(bill.total));
    const entries = await ledgerEntries(COMPANY);
    expect(sumPaise(entries.map((entry) => entry.debit))).toBe(sumPaise(entries.map((entry) => entry.credit)));
  });
});
