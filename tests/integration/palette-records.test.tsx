import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { Voucher } from '../../src/modules/accounts/ledger/voucher';
import { COUNTER_ENDPOINTS } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterRequirements } from '../../src/modules/pos/counter/domain/counter-types';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { ensureLedgerSeeded } from '../../src/mocks/core/accounting/ledger-seeding';
import { ACCOUNTS_STORE } from '../../src/mocks/core/accounting/store-names';
import { listRecords } from '../../src/mocks/core/record-store';
import { studentsOf } from '../../src/mocks/core/school/school-masters';
import { openStays } from '../../src/mocks/frontoffice/fo-store';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const LAYOUT = '/applayout-sidebar-large';
const HOME = `${LAYOUT}/dashboard/dashboardmain`;
const PALETTE = 'Search products and screens';
const palette = () => screen.getByRole('dialog', { name: PALETTE });
const options = () => within(palette()).queryAllByRole('option');

/** Opens the palette with Ctrl+K on the home screen, types `text` and waits for the first option to be the record. */
async function typeInPalette(text: string, first: RegExp) {
  const app = renderApp(HOME);
  await screen.findByRole('button', { name: PALETTE }, { timeout: 8000 });
  await app.user.keyboard('{Control>}k{/Control}');
  const box = await within(await screen.findByRole('dialog', { name: PALETTE })).findByRole('combobox');
  await app.user.type(box, text);
  await waitFor(() => expect(options()[0]).toHaveTextContent(first), { timeout: 8000 });
  return app;
}

async function openFirst(app: Awaited<ReturnType<typeof typeInPalette>>) {
  await app.user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: PALETTE })).toBeNull());
}

describe('the command palette: records', () => {
  it('opens a restaurant bill typed by its number on the list of sales of its day and outlet', async () => {
    await signInAs(1010, 'admin');
    const bill = await settledBill(1010, { billNo: 501, lines: [['Filter coffee', 2]] });
    const app = await typeInPalette(bill.seq.toLowerCase(), new RegExp(`^${bill.seq}`));
    expect(options()[0]).toHaveTextContent('Main dining hall, table T501');
    await openFirst(app);
    expect(app.pathname()).toBe(`${LAYOUT}/pos/pos-costrep-listofsales`);
    expect(await screen.findByRole('heading', { name: 'List of sales', level: 1 })).toBeVisible();
    expect(await screen.findByRole('cell', { name: bill.seq }, { timeout: 8000 })).toBeVisible();
  });

  it('opens a counter bill typed by its number on the counter’s sales list, its slip open', async () => {
    await signInAs(1015, 'admin');
    const needs = await dataProvider.report<CounterRequirements>(COUNTER_ENDPOINTS.requirements, {});
    const header = { billId: 'sale-1', outlet: 'C01', customer: '', settlemode: 'CASH', settleId: 'sale-1-s' };
    const lines = [{ lineId: 'L0', itemId: needs.items[0]!.code, qty: 1 }];
    await dataProvider.write(COUNTER_ENDPOINTS.bill, { header, lines, tenders: [], traCheck: 1 }, 'k1');
    const bill = [...(await billsOf(1015)).values()].find((row) => row.billId === header.billId)!;
    const app = await typeInPalette(bill.seq, new RegExp(`^${bill.seq}`));
    await openFirst(app);
    expect(app.pathname()).toBe(`${LAYOUT}/pos/pos-sales`);
    expect(await screen.findByRole('dialog', { name: `Bill ${bill.seq}` }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Counter bills' })).toBeInTheDocument();
  });

  it('opens an in-house guest typed by name on the folio of their stay', async () => {
    await signInAs(1001, 'admin');
    const stay = (await openStays(1001))[0]!;
    const app = await typeInPalette(stay.guest.name, new RegExp(`^${stay.guest.name}`));
    await openFirst(app);
    expect(app.router.state.location.search).toBe(`?stay=${encodeURIComponent(stay.stayNo)}`);
    const heading = `Ledger — room ${stay.room}, ${stay.guest.name}`;
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 8000 })).toBeVisible();
  });

  it('opens a pupil typed by admission number on their record in the students master', async () => {
    await signInAs(1004, 'admin');
    const pupil = (await studentsOf(1004)).find((row) => row.active)!;
    const app = await typeInPalette(pupil.admissionNo, new RegExp(`^${pupil.name}`));
    await openFirst(app);
    expect(app.pathname()).toBe(`${LAYOUT}/front-desk/fd-students`);
    expect(
      await screen.findByRole('heading', { name: `Edit student ${pupil.admissionNo}` }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Admission number/ })).toHaveValue(pupil.admissionNo);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(pupil.name);
  });

  it('opens a voucher typed by its number on its type’s screen; the school clerk (no right) finds none', async () => {
    await ensureLedgerSeeded(1004);
    const voucher = (await listRecords<Voucher>(ACCOUNTS_STORE.vouchers, 1004))[0]!.header;
    await signInAs(1004, 'admin');
    const app = await typeInPalette(voucher.id, new RegExp(`^${voucher.id}`));
    await openFirst(app);
    expect(app.router.state.location.search).toBe(`?record=${voucher.id}`);
    expect(
      await screen.findByRole('heading', { name: new RegExp(`voucher ${voucher.id}`) }, { timeout: 8000 }),
    ).toBeVisible();
    app.unmount();

    await signInAs(1004, 'staff');
    const clerk = renderApp(HOME);
    await screen.findByRole('button', { name: PALETTE }, { timeout: 8000 });
    await clerk.user.keyboard('{Control>}k{/Control}');
    const box = await within(await screen.findByRole('dialog', { name: PALETTE })).findByRole('combobox');
    await clerk.user.type(box, voucher.id);
    expect(await within(palette()).findByText(`Nothing found for “${voucher.id}”.`)).toBeInTheDocument();
  });
});
