import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import {
  CHECKOUT_ENDPOINTS as API,
  COMPANY_BILL_ENDPOINTS as BILLS,
} from '../../src/modules/frontoffice/checkout/domain/checkout-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { hotelDate } from '../../src/mocks/frontoffice/fo-store';
import { backendSession, beside, HOTEL, makeStay, trialBalanceAgrees } from './fo-checkout-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const CHECKOUT = '/applayout-sidebar-large/frontoffice/fo-checkout';
const COMPANY_BILLS = '/applayout-sidebar-large/frontoffice/fo-company-bills';
const ZINC = 'FOC-0001';
const calls = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));

/** A stay checked out through the backend with 2,000 of its 4,200 billed to Hindustan Zinc: the bill's number. */
async function billedToZinc(): Promise<string> {
  const session = await backendSession();
  const stay = await makeStay(session, {
    room: '103',
    guest: 'Ramesh Agarwal',
    nightsAgo: 1,
    roomRate: 4000,
    billTo: ZINC,
  });
  const prepared = await dataProvider.write(API.prepare, { recordId: stay.stayNo });
  await dataProvider.write(API.settle, {
    header: { stayNo: stay.stayNo, company: ZINC, companyAmount: 2000 },
    lines: [{ mode: 'CASH', amount: 2200, reference: '' }],
    traCheck: 1,
  });
  return String(prepared.seq);
}

describe('company bills and collections screen', () => {
  it('lists what was billed to the company at check-out, refuses more than is pending keeping the input, receives part of it and prints the receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const billNo = await billedToZinc();
    const today = await hotelDate(HOTEL);
    const { user } = renderApp(COMPANY_BILLS);
    const row = (await screen.findByRole('rowheader', { name: billNo }, { timeout: 8000 })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), 'Hindustan Zinc Ltd', 'Ramesh Agarwal', '103', '2,000.00', '0.00', '2,000.00']);
    await user.selectOptions(screen.getByLabelText('Company'), ZINC);
    await user.click(await screen.findByRole('button', { name: 'Receive a payment' }));
    await screen.findByRole('heading', { name: "Receive a company's payment" }, { timeout: 8000 });
    expect(screen.getByLabelText('Company')).toHaveValue(ZINC);
    await user.selectOptions(screen.getByLabelText('Received by'), 'UPI');
    await user.type(screen.getByLabelText('Amount received'), '2500');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2,500.00 is more than the 2,000.00 the company has pending.',
    );
    expect(screen.getByLabelText('Amount received')).toHaveValue('2500');
    await user.clear(screen.getByLabelText('Amount received'));
    await user.type(screen.getByLabelText('Amount received'), '1200');
    expect(screen.getByLabelText(`Receive on ${billNo}`)).toHaveValue('1200.00');
    await user.type(screen.getByLabelText('Reference'), 'UTR-88');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    const receiptNo = `FCR${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;
    expect(await screen.findByRole('heading', { name: `Receipt ${receiptNo}` }, { timeout: 8000 })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Reprint the receipt' }, { timeout: 8000 });
    // The print dialog opens a moment after the copy is counted.
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Back to company bills' }));
    const after = (await screen.findByRole('rowheader', { name: billNo })).closest('tr')!;
    expect(
      within(after)
        .getAllByRole('cell')
        .slice(-2)
        .map((cell) => cell.textContent),
    ).toEqual(['1,200.00', '800.00']);
    expect(await screen.findByRole('button', { name: `View ${receiptNo}` })).toBeInTheDocument();
    expect(await trialBalanceAgrees()).toBe(true);
    // Dr the user's wallet (UPI), Cr company debtors.
    const voucher = (await beside(() => ledgerEntries(HOTEL))).filter((entry) => entry.voucher === receiptNo);
    expect(voucher.map((entry) => [entry.debit, entry.credit])).toEqual([
      [120000, 0],
      [0, 120000],
    ]);
    expect(calls(BILLS.receive)).toHaveLength(1);
  });

  it('shows a receptionist the bills but no collection, and no reopen on check-out', async () => {
    const session = await backendSession('staff');
    const stay = await makeStay(session, { room: '103', guest: 'Amit Kulkarni', nightsAgo: 1, roomRate: 2000 });
    await dataProvider.write(API.prepare, { recordId: stay.stayNo });
    const { unmount } = renderApp(`${CHECKOUT}?stay=${encodeURIComponent(stay.stayNo)}`);
    await screen.findByRole('heading', { name: 'Settle and check out' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Reopen the folio' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print the bill' })).toBeInTheDocument();
    unmount();
    renderApp(COMPANY_BILLS);
    await screen.findByRole('heading', { name: 'Bills to companies' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Receive a payment' })).toBeNull();
  });
});
