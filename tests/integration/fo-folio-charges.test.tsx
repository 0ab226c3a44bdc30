import { act, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FOLIO_ENDPOINTS } from '../../src/modules/frontoffice/folio/domain/folio-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { folioLinesOf, writeStay } from '../../src/mocks/frontoffice/fo-store';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { beside, trialBalanceAgrees } from './fo-checkout-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const HOTEL = 1001;
const PREFIX = '/applayout-sidebar-large/frontoffice';
const today = serverToday();
const FPC = `FPC${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const posts = () => requests.filter((request) => request.url.endsWith(`/${FOLIO_ENDPOINTS.postCharge}`));

async function stayFor(user: 'admin' | 'staff') {
  const record = await signInAs(HOTEL, user);
  return putStay(await testSession(record.usr.kCode), { nightsAgo: 1, roomRate: 4000, guestName: 'Asha Rao' });
}

/** Chooses laundry, 3 at 85.00, and checks the tax shown before saving. */
async function fillLaundry(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(await screen.findByLabelText('Charge head', {}, { timeout: 8000 }), 'LAU');
  await user.clear(screen.getByLabelText('Quantity'));
  await user.type(screen.getByLabelText('Quantity'), '3');
  await user.type(screen.getByLabelText('Rate'), '85');
  await user.type(screen.getByLabelText('Narration'), 'Shirts');
  const preview = screen.getByLabelText('Charge with tax');
  expect(
    within(preview)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
  ).toEqual(['Taxable value 255.00', 'CGST 9% 22.95', 'SGST 9% 22.95', 'Total to the folio 300.90']);
}

describe('post charges to an in-house guest (fo-post-charge-entry) and the folio (fo-ledger)', () => {
  it('posts a charge once with its GST, shows it in the folio with the balance, and an administrator cancels it; the trial balance agrees throughout', async () => {
    const stay = await stayFor('admin');
    const { user, router } = renderApp(`${PREFIX}/fo-post-charge-entry?stay=${stay.stayNo}`);
    expect(
      await screen.findByRole('heading', { name: `Post charges — room ${stay.room}, Asha Rao` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await fillLaundry(user);
    await user.dblClick(screen.getByRole('button', { name: 'Post charge' }));
    expect(await screen.findByText(`Charge ${FPC} posted to room ${stay.room}.`)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    const row = (await screen.findByRole('cell', { name: FPC })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), FPC, 'Laundry, 3 x 85.00: Shirts', '255.00', '45.90', '300.90', 'Cancel']);

    const lines = await beside(() => folioLinesOf(HOTEL, stay.stayNo));
    const charge = lines.find((line) => line.kind === 'CHARGE')!;
    expect(charge).toMatchObject({
      reference: FPC,
      amount: 255,
      cgst: 22.95,
      sgst: 22.95,
      debit: 300.9,
      head: 'LAU',
      dat: today,
      cancelled: false,
    });
    const voucher = (await beside(() => ledgerEntries(HOTEL))).filter((entry) => entry.voucher === charge.voucher);
    expect(voucher.map((entry) => [entry.debit, entry.credit]).sort()).toEqual(
      [
        [0, 2295],
        [0, 2295],
        [0, 25500],
        [30090, 0],
      ].sort(),
    );
    expect(await trialBalanceAgrees()).toBe(true);

    // The folio: the night (4,000 at 5 % = 4,200) then the charge, with the running balance and the totals.
    await act(() => router.navigate(`${PREFIX}/fo-ledger?stay=${stay.stayNo}`));
    const folio = await screen.findByRole(
      'table',
      { name: `Guest folio ${stay.stayNo}, room ${stay.room}` },
      { timeout: 8000 },
    );
    const rows = within(folio)
      .getAllByRole('row')
      .map((tr) =>
        within(tr)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(rows.map((cells) => [cells[1], cells[3], cells[7], cells[9]])).toEqual([
      ['Room night', expect.any(String), '4,200.00', '4,200.00 Dr'],
      ['Charge', FPC, '300.90', '4,500.90 Dr'],
    ]);
    const totals = screen.getByLabelText('Folio totals');
    expect(within(totals).getByText('Balance due').nextElementSibling).toHaveTextContent('4,500.90');
    expect(within(totals).getByText('Taxes').nextElementSibling).toHaveTextContent('245.90');
    expect(screen.getByRole('button', { name: 'Print folio' })).toBeInTheDocument();

    // Cancelled by an administrator: kept, marked, its voucher taken back.
    await act(() => router.navigate(`${PREFIX}/fo-post-charge-entry?stay=${stay.stayNo}`));
    await user.click(await screen.findByRole('button', { name: `Cancel charge ${FPC}` }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel charge ${FPC}` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Posted to the wrong room');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the charge' }));
    expect(await screen.findByText(`Charge ${FPC} cancelled.`)).toBeInTheDocument();
    expect(await screen.findByText('Cancelled by admin: Posted to the wrong room')).toBeInTheDocument();
    expect(
      (await beside(() => folioLinesOf(HOTEL, stay.stayNo))).find((line) => line.id === charge.id)?.cancelled,
    ).toBe(true);
    expect((await beside(() => ledgerEntries(HOTEL))).filter((entry) => entry.voucher === charge.voucher)).toEqual([]);
    expect(await trialBalanceAgrees()).toBe(true);

    await act(() => router.navigate(`${PREFIX}/fo-ledger?stay=${stay.stayNo}`));
    const struck = (await screen.findByText(/Laundry, 3 x 85\.00: Shirts — cancelled/, {}, { timeout: 8000 })).closest(
      'tr',
    )!;
    expect(struck).toHaveClass('text-decoration-line-through');
    expect(within(struck).getAllByRole('cell').at(-1)).toHaveTextContent('4,200.00 Dr');
  });

  it('lets the receptionist post a charge but not cancel one (no button; the server refuses too)', async () => {
    const stay = await stayFor('staff');
    const { user, unmount } = renderApp(`${PREFIX}/fo-post-charge-entry?stay=${stay.stayNo}`);
    await fillLaundry(user);
    await user.click(screen.getByRole('button', { name: 'Post charge' }));
    expect(await screen.findByText(`Charge ${FPC} posted to room ${stay.room}.`)).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: FPC })).closest('tr')!;
    expect(within(row).getByText('Posted')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    unmount();
    const line = (await beside(() => folioLinesOf(HOTEL, stay.stayNo))).find((one) => one.kind === 'CHARGE')!;
    expect(
      await refusal(dataProvider.write(FOLIO_ENDPOINTS.cancelCharge, { recordId: line.id, detail: 'Mistake' })),
    ).toBe('You are not authorised for this transaction');
    expect((await beside(() => folioLinesOf(HOTEL, stay.stayNo))).find((one) => one.id === line.id)?.cancelled).toBe(
      false,
    );
  });

  it('refuses a charge to a room whose final bill is prepared, on the screen and on the server, with the input named', async () => {
    const stay = await stayFor('admin');
    await writeStay(HOTEL, { ...stay, status: 'CHECKOUT_PENDING' });
    const body = { stayNo: stay.stayNo, head: 'LAU', quantity: 1, rate: 100, narration: '' };
    expect(await refusal(dataProvider.write(FOLIO_ENDPOINTS.postCharge, { header: body, traCheck: 1 }))).toBe(
      `Room ${stay.room}'s final bill is prepared (${stay.stayNo}): reopen the folio first.`,
    );
    expect(
      await refusal(
        dataProvider.write(FOLIO_ENDPOINTS.postCharge, { header: { ...body, stayNo: 'CHK00-00/0000' }, traCheck: 1 }),
      ),
    ).toBe('There is no check-in CHK00-00/0000.');
    const { unmount } = renderApp(`${PREFIX}/fo-post-charge-entry?stay=${stay.stayNo}`);
    expect(
      await screen.findByText(
        `Room ${stay.room}'s final bill is prepared (${stay.stayNo}): reopen the folio first.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No charge is posted to this room yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Charge head')).toBeNull();
    unmount();
    await writeStay(HOTEL, { ...stay, status: 'CHECKED_OUT', checkedOutAt: `${today}T11:00` });
    expect(await refusal(dataProvider.write(FOLIO_ENDPOINTS.postCharge, { header: body, traCheck: 1 }))).toBe(
      `Room ${stay.room} has checked out (${stay.stayNo}): reopen the folio first.`,
    );
    expect((await beside(() => folioLinesOf(HOTEL, stay.stayNo))).filter((line) => line.kind === 'CHARGE')).toEqual([]);
  });
});
