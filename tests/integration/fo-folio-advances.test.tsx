import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { FRONT_OFFICE } from '../../src/menus/catalogue/front-office';
import { TRANSACTION } from '../../src/lib/permissions/permission-code';
import { FOLIO_ENDPOINTS } from '../../src/modules/frontoffice/folio/domain/folio-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { writeRecord } from '../../src/mocks/core/record-store';
import { folioLinesOf } from '../../src/mocks/frontoffice/fo-store';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { beside, trialBalanceAgrees } from './fo-checkout-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const HOTEL = 1001;
const SCREEN = '/applayout-sidebar-large/frontoffice/fo-advances';
const today = serverToday();
const month = `${today.slice(2, 4)}-${today.slice(5, 7)}`;
const FAR = `FAR${month}/0001`;
const FRF = `FRF${month}/0001`;

const linesOf = (stayNo: string) => beside(() => folioLinesOf(HOTEL, stayNo));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const receipts = () => requests.filter((request) => request.url.endsWith(`/${FOLIO_ENDPOINTS.receiveAdvance}`));

async function stayFor(user: 'admin' | 'staff') {
  const record = await signInAs(HOTEL, user);
  return putStay(await testSession(record.usr.kCode), { guestName: 'Vikram Shah' });
}

describe('advances against an in-house stay (fo-advances)', () => {
  it('receives an advance once and prints its receipt, refunds part of it within the unused credit, lists both; the accounts agree', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const stay = await stayFor('admin');
    const { user } = renderApp(`${SCREEN}?stay=${stay.stayNo}`);
    expect(
      await screen.findByText(`Room ${stay.room} holds 0.00 of unused credit.`, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Received in'), 'UPI');
    await user.type(screen.getByLabelText('Amount'), '5,000');
    await user.type(screen.getByLabelText('Narration'), 'At the desk');
    await user.dblClick(screen.getByRole('button', { name: 'Receive advance' }));

    expect(
      await screen.findByRole('heading', { name: `Advance receipt ${FAR}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(receipts()).toHaveLength(1);
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(screen.getByText('Guest').nextElementSibling).toHaveTextContent('Vikram Shah');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('5,000.00');
    const advance = (await linesOf(stay.stayNo)).find((line) => line.kind === 'ADVANCE')!;
    expect(advance).toMatchObject({ reference: FAR, head: 'UPI', credit: 5000, debit: 0, dat: today });
    const voucher = (await beside(() => ledgerEntries(HOTEL))).filter((entry) => entry.voucher === advance.voucher);
    expect(voucher.map((entry) => [entry.debit, entry.credit]).sort()).toEqual(
      [
        [0, toPaise(5000)],
        [toPaise(5000), 0],
      ].sort(),
    );
    expect(await trialBalanceAgrees()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close the receipt' }));
    expect(await screen.findByText(`Room ${stay.room} holds 5,000.00 of unused credit.`)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Refund an advance'));
    await user.type(screen.getByLabelText('Amount'), '6000');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText("At most 5,000.00, the stay's unused credit")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1500.50');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByRole('heading', { name: `Advance refund ${FRF}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect((await linesOf(stay.stayNo)).find((line) => line.kind === 'REFUND')).toMatchObject({
      reference: FRF,
      head: 'CASH',
      debit: 1500.5,
      credit: 0,
    });
    expect(await trialBalanceAgrees()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close the receipt' }));
    const register = await screen.findByRole('table', { name: 'Advances received and refunded' });
    const rows = within(register)
      .getAllByRole('row')
      .slice(1, -1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((cells) => cells.slice(1, 8))).toEqual([
      [FAR, stay.room, 'Vikram Shah', 'UPI', '5,000.00', '', 'Reprint'],
      [FRF, stay.room, 'Vikram Shah', 'Cash', '', '1,500.50', 'Reprint'],
    ]);
    expect(within(register).getByRole('rowheader', { name: 'Total (net 3,499.50)' })).toBeInTheDocument();
    await user.click(within(register).getByRole('button', { name: `Reprint ${FAR}` }));
    expect(
      await screen.findByRole('heading', { name: `Advance receipt ${FAR} (REPRINT, copy 2)` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the receipt' }));
    expect(await screen.findByText(`Room ${stay.room} holds 3,499.50 of unused credit.`)).toBeInTheDocument();
  });

  it('refuses a refund beyond the unused credit on the server, and a receptionist may receive but not refund', async () => {
    const stay = await stayFor('staff');
    const { user, unmount } = renderApp(`${SCREEN}?stay=${stay.stayNo}`);
    expect(await screen.findByRole('button', { name: 'Receive advance' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Refund an advance')).toBeNull();
    expect(screen.getByText('Received in')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Receive advance' }));
    expect(
      await screen.findByRole('heading', { name: `Advance receipt ${FAR}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    unmount();
    const body = { stayNo: stay.stayNo, mode: 'CASH', amount: 500, narration: '' };
    expect(await refusal(dataProvider.write(FOLIO_ENDPOINTS.refundAdvance, { header: body, traCheck: 3 }))).toBe(
      'You are not authorised for this transaction',
    );

    await signInAs(HOTEL, 'admin');
    expect(
      await refusal(
        dataProvider.write(FOLIO_ENDPOINTS.refundAdvance, { header: { ...body, amount: 1000.01 }, traCheck: 3 }),
      ),
    ).toBe(`Room ${stay.room} has 1,000.00 of unused credit: no more than that can be refunded.`);
    expect(
      await refusal(
        dataProvider.write(FOLIO_ENDPOINTS.receiveAdvance, { header: { ...body, amount: 0 }, traCheck: 1 }),
      ),
    ).toBe('Enter an amount above 0 in rupees (at most two decimals).');
    expect((await linesOf(stay.stayNo)).map((line) => line.kind)).toEqual(['ADVANCE']);
  });

  it('prints the first copy with the print right and a later copy with the reprint right alone', async () => {
    const stay = await stayFor('staff');
    const saved = await dataProvider.write(FOLIO_ENDPOINTS.receiveAdvance, {
      header: { stayNo: stay.stayNo, mode: 'CASH', amount: 800, narration: '' },
      traCheck: 1,
    });
    const lineId = (await folioLinesOf(HOTEL, stay.stayNo)).find((line) => line.reference === saved.seq)!.id;
    // The receptionist keeps reprint (8) on Advances but loses print (7).
    const role = (await roleOf(HOTEL, 'EMPLOYEE'))!;
    const own = FRONT_OFFICE.advances.code!;
    const isPrint = (right: (typeof role.permissions)[number]) =>
      right.moduleCode === own.moduleCode &&
      right.menuCode === own.menuCode &&
      right.screenCode === own.screenCode &&
      right.transCode === TRANSACTION.print;
    await writeRecord(ADMIN_STORE.roles, HOTEL, 'EMPLOYEE', {
      ...role,
      permissions: role.permissions.filter((right) => !isPrint(right)),
    });
    const print = () =>
      dataProvider.write(FOLIO_ENDPOINTS.printAdvance, { recordId: lineId }).then(
        (answer) => String(answer.printCount),
        (error: Error) => error.message,
      );
    expect(await print()).toBe('You are not authorised for this transaction');
    await signInAs(HOTEL, 'admin');
    expect(await print()).toBe('1');
    await signInAs(HOTEL, 'staff');
    expect(await print()).toBe('2');
  });
});
