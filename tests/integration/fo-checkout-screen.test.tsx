import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/lib/api/data-provider';
import { CHECKOUT_ENDPOINTS as API } from '../../src/modules/frontoffice/checkout/domain/checkout-types';
import { folioLinesOf, hotelDate, roomRows, stayOf } from '../../src/mocks/frontoffice/fo-store';
import {
  backendSession,
  beside,
  HOTEL,
  makeStay,
  postLaundry,
  takeAdvance,
  trialBalanceAgrees,
} from './fo-checkout-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

const { requests, server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const CHECKOUT = '/applayout-sidebar-large/frontoffice/fo-checkout';
const ZINC = 'FOC-0001';
const calls = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
const roomStatus = async (room: string) =>
  (await beside(() => roomRows(HOTEL))).find((row) => row.roomNo === room)?.status;

describe('check-out screen', () => {
  it('prepares, settles split in cash and card with a part billed to the company, and prints the GST bill', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const session = await backendSession();
    const stay = await makeStay(session, {
      room: '103',
      guest: 'Ramesh Agarwal',
      nightsAgo: 2,
      roomRate: 4000,
      chargedNights: 1,
      billTo: ZINC,
    });
    await postLaundry(session, stay, 500);
    await takeAdvance(session, stay, 3000);
    const { user } = renderApp(`${CHECKOUT}?stay=${encodeURIComponent(stay.stayNo)}`);

    await screen.findByRole('heading', { name: 'Prepare the final bill' }, { timeout: 8000 });
    expect(screen.getByText(/Folio balance now: 1,790\.00\./)).toBeInTheDocument();
    expect(
      screen.getByText(/Preparing charges 1 night not yet charged \(.+\): 4,200\.00 with GST\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prepare the final bill' }));
    await screen.findByRole('heading', { name: 'Settle and check out' }, { timeout: 8000 });
    expect(screen.getByText('Balance to settle: 5,990.00.')).toBeInTheDocument();
    const today = await hotelDate(HOTEL);
    const billNo = `FBL${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;
    expect(screen.getByRole('heading', { name: `Tax invoice — final bill ${billNo}` })).toBeInTheDocument();

    // The stay's company is preselected; its part, then cash, then card for the rest.
    expect(screen.getByLabelText('Bill to company')).toHaveValue(ZINC);
    expect(screen.getByText('Credit limit 3,00,000.00, owes 0.00, available 3,00,000.00.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount billed to the company'), '2000');
    await user.type(screen.getByLabelText('Tender 1 amount'), '2000');
    expect(screen.getByText('Left to settle: 1,990.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a tender' }));
    expect(screen.getByLabelText('Tender 2 mode')).toHaveValue('CARD');
    expect(screen.getByLabelText('Tender 2 amount')).toHaveValue('1990.00');
    await user.type(screen.getByLabelText('Tender 2 reference'), 'SLIP-4471');
    expect(screen.getByText('The tenders meet the balance.')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Settle and check out' }));

    const bill = await screen.findByRole('region', { name: `Final bill ${billNo}` }, { timeout: 8000 });
    // Printed once on arrival (counted): the next copy is a reprint.
    await screen.findByRole('button', { name: 'Reprint the bill' }, { timeout: 8000 });
    // The print dialog opens a moment after the copy is counted.
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(calls(API.settle)).toHaveLength(1);
    expect(calls(API.printBill)).toHaveLength(1);
    expect(within(bill).getByText(/Hindustan Zinc Ltd \(FOC-0001\).*GSTIN 08AAACH7354K1ZJ/)).toBeInTheDocument();
    expect(within(bill).getByText('Lakeview Residency Hotel')).toBeInTheDocument();
    const nights = within(bill).getByRole('table', { name: 'Room nights' });
    expect(
      within(nights)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['103', '996311', '5%', '4,000.00', '100.00', '100.00', '4,200.00'],
      ['103', '996311', '5%', '4,000.00', '100.00', '100.00', '4,200.00'],
    ]);
    const gst = within(bill).getByRole('table', { name: 'GST summary' });
    expect(within(gst).getByRole('rowheader', { name: '18%' }).closest('tr')?.textContent).toBe(
      '18%500.009%45.009%45.00',
    );
    expect(within(gst).getByRole('rowheader', { name: '5%' }).closest('tr')?.textContent).toBe(
      '5%8,000.002.5%200.002.5%200.00',
    );
    const payments = within(bill).getByRole('table', { name: 'Advances and payments' });
    expect(within(payments).getByText(/Paid at check-out in card, bill .*, ref\. SLIP-4471/)).toBeInTheDocument();
    expect(within(bill).getByText('Billed to Hindustan Zinc Ltd')).toBeInTheDocument();
    expect(within(bill).getByText('Nil')).toBeInTheDocument();
    expect((await beside(() => stayOf(HOTEL, stay.stayNo)))?.status).toBe('CHECKED_OUT');
    expect(await roomStatus('103')).toBe('DIRTY');
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('refuses an unpaid balance keeping the tenders, shows the server’s refusal keeping them too, and settles once corrected', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const session = await backendSession();
    const stay = await makeStay(session, { room: '301', guest: 'Priya Nair', nightsAgo: 1, roomRate: 9000 });
    await dataProvider.write(API.prepare, { recordId: stay.stayNo });
    const { user } = renderApp(`${CHECKOUT}?room=301`);
    await screen.findByText('Balance to settle: 10,620.00.', {}, { timeout: 8000 });
    expect(screen.getByLabelText('Tender 1 amount')).toHaveValue('10620.00');
    await user.clear(screen.getByLabelText('Tender 1 amount'));
    await user.type(screen.getByLabelText('Tender 1 amount'), '620');
    await user.selectOptions(screen.getByLabelText('Tender 1 mode'), 'UPI');
    await user.click(screen.getByRole('button', { name: 'Settle and check out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The balance of 10,620.00 is unpaid (10,000.00 short): take it in cash, card or UPI, or bill it to a company.',
    );
    expect(screen.getByLabelText('Tender 1 amount')).toHaveValue('620');
    expect(screen.getByLabelText('Tender 1 mode')).toHaveValue('UPI');
    await user.type(screen.getByLabelText('Tender 1 amount'), '.555');
    await user.click(screen.getByRole('button', { name: 'Settle and check out' }));
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeInTheDocument();
    expect(calls(API.settle)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Tender 1 amount'));
    await user.type(screen.getByLabelText('Tender 1 amount'), '10620');
    server.use(
      http.post(`*/${API.settle}`, () => HttpResponse.json({ result: 'The cash counter is closed for the day.' }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Settle and check out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cash counter is closed for the day.');
    expect(screen.getByLabelText('Tender 1 amount')).toHaveValue('10620');
    await user.click(screen.getByRole('button', { name: 'Settle and check out' }));
    await screen.findByRole('region', { name: /^Final bill FBL/ }, { timeout: 8000 });
    await screen.findByRole('button', { name: 'Reprint the bill' }, { timeout: 8000 });
    expect(
      (await beside(() => folioLinesOf(HOTEL, stay.stayNo)))
        .filter((line) => line.kind === 'PAYMENT')
        .map((line) => [line.head, line.credit]),
    ).toEqual([['UPI', 10620]]);
    await user.click(screen.getByRole('button', { name: 'Back to check-out' }));
    expect(await screen.findByRole('heading', { name: 'Check-out' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^View FBL/ })).toBeInTheDocument();
  });

  it('reopens a prepared folio with a reason; refunds an advance above the charges', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const session = await backendSession();
    const stay = await makeStay(session, { room: '403', guest: 'Sneha Reddy', nightsAgo: 0, roomRate: 7500 });
    await takeAdvance(session, stay, 10000, 'CARD');
    await dataProvider.write(API.prepare, { recordId: stay.stayNo });
    const { user } = renderApp(`${CHECKOUT}?stay=${encodeURIComponent(stay.stayNo)}`);
    await screen.findByText('The hotel owes the guest 2,125.00: refund it.', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Reopen the folio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the folio' });
    const confirm = within(dialog).getByRole('button', { name: 'Reopen the folio' });
    await user.click(confirm);
    // The reason is checked as the form submits, which may finish after the click has returned.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason.'),
    );
    expect((await beside(() => stayOf(HOTEL, stay.stayNo)))?.status).not.toBe('IN_HOUSE');
    await user.type(within(dialog).getByLabelText('Reason'), 'Guest stays for lunch');
    await user.click(confirm);
    await screen.findByRole('heading', { name: 'Prepare the final bill' }, { timeout: 8000 });
    // The room picker no longer says the check-out is in progress.
    await screen.findByRole('option', { name: `403 — Sneha Reddy (${stay.stayNo})` }, { timeout: 8000 });
    expect((await beside(() => stayOf(HOTEL, stay.stayNo)))?.status).toBe('IN_HOUSE');
    expect(screen.getByText(/Every night is already charged\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prepare the final bill' }));
    await screen.findByText('The hotel owes the guest 2,125.00: refund it.', {}, { timeout: 8000 });
    expect(screen.getByLabelText('Refund 1 amount')).toHaveValue('2125.00');
    await user.selectOptions(screen.getByLabelText('Refund 1 mode'), 'CARD');
    await user.click(screen.getByRole('button', { name: 'Settle and check out' }));
    const bill = await screen.findByRole('region', { name: /^Final bill FBL/ }, { timeout: 8000 });
    await screen.findByRole('button', { name: 'Reprint the bill' }, { timeout: 8000 });
    expect(
      within(within(bill).getByRole('table', { name: 'Advances and payments' })).getByText('-2,125.00'),
    ).toBeInTheDocument();
    expect(
      (await beside(() => folioLinesOf(HOTEL, stay.stayNo)))
        .filter((line) => line.kind === 'REFUND')
        .map((line) => [line.head, line.debit]),
    ).toEqual([['CARD', 2125]]);
    expect(await trialBalanceAgrees()).toBe(true);
  });
});
