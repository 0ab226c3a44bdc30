import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { allocate } from '../../src/lib/money/money-allocate';
import { applyPercent } from '../../src/lib/money/money-arithmetic';
import { formatMoney } from '../../src/lib/money/money-format';
import { allocationsOf } from '../../src/mocks/hostels/hostel-store';
import { chargedSegments, proratedPaise } from '../../src/modules/hostels/domain/proration';
import { monthName } from '../../src/modules/hostels/domain/hostel-dates';
import { type BillingPreview } from '../../src/modules/hostels/domain/hostel-bill-types';
import { type ChargeRequirements } from '../../src/modules/hostels/domain/charge-types';
import { HOSTEL_ENDPOINTS as API } from '../../src/modules/hostels/domain/hostel-endpoints';
import { HOSTELS } from '../../src/menus/catalogue/hostels';
import { serverToday } from '../../src/mocks/core/server-dates';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { writeRecord } from '../../src/mocks/core/record-store';
import { chartOf, ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const SCREEN = '/applayout-sidebar-large/hostels/hostel-billing';
const month = serverToday().slice(0, 7);
const name = monthName(month);
const prefix = `HBL${month.slice(2, 4)}-${month.slice(5, 7)}/`;
const runs = () => requests.filter((request) => request.url.endsWith(`/${API.runBilling}`)).length;

async function books() {
  const entries = await ledgerEntries(COMPANY);
  const debtors = (await chartOf(COMPANY)).accounts.find((account) => /^hostel debtors$/i.test(account.name))!.code;
  const owed = sumPaise(
    entries.filter((entry) => entry.account === debtors).map((entry) => entry.debit - entry.credit),
  );
  return {
    agrees: sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit)),
    owed,
  };
}

describe('monthly hostel billing (1004)', () => {
  it('bills the month once per occupant (a double click runs once), posts the accounts, and a re-run finds nothing left', async () => {
    await signInAs(COMPANY, 'admin');
    const before = await dataProvider.report<BillingPreview>(API.billingPreview, { detail: month });
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'Monthly billing' }, { timeout: 8000 });
    expect(screen.getByLabelText('Month')).toHaveDisplayValue(name);
    const drafts = screen.getByRole('table', { name: 'Not billed yet' });
    expect(within(drafts).getAllByRole('rowheader').slice(0, -1)).toHaveLength(before.drafts.length);
    expect(within(drafts).getByText(`${before.drafts.length} bills`)).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: `Bill ${name}` }));
    expect(await screen.findByText(`${before.drafts.length} bills made for ${name}.`)).toBeInTheDocument();
    expect(screen.getByText(`Nothing is left to bill for ${name}.`)).toBeInTheDocument();
    expect(runs()).toBe(1);
    const bills = screen.getByRole('table', { name: 'Bills of the month' });
    const numbers = within(bills)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(numbers).toHaveLength(before.drafts.length);
    expect(numbers[0]).toBe(`${prefix}0001`);
    const { agrees, owed } = await books();
    expect(agrees).toBe(true);
    expect(owed).toBe(sumPaise(before.drafts.map((draft) => toPaise(draft.total))));
  });

  it('prints a bill with its GST, cancels one with a reason (kept, marked) and bills its items again', async () => {
    await signInAs(COMPANY, 'admin');
    const { occupants } = await dataProvider.report<ChargeRequirements>(API.chargeRequirements, { detail: month });
    const alone = occupants.find((one) => one.packageCode === '' && one.kind === 'STUDENT' && one.active)!;
    await dataProvider.write(API.saveCharge, {
      header: { kind: 'SERVICE', allocNo: alone.allocNo, month, code: 'WIFI', amount: null, quantity: 1, remarks: '' },
      traCheck: 1,
    });
    await dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 });
    const bill = (await dataProvider.report<BillingPreview>(API.billingPreview, { detail: month })).bills.find(
      (one) => one.occupant.name === alone.name,
    )!;
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(SCREEN);
    await user.click(await screen.findByRole('button', { name: `View ${bill.billNo}` }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: `Hostel bill ${bill.billNo}` })).toBeInTheDocument();
    const wifi = screen.getByText(/^Wi-Fi \(subscribed/).closest('tr')!;
    // Rs 300 a month for the days held in it (the whole month, but for a boarder who came this month, as in June when
    // the term begins).
    const allocation = (await allocationsOf(COMPANY)).find((one) => one.allocNo === alone.allocNo)!;
    const wifiPaise = sumPaise(
      chargedSegments(allocation).map((segment) => proratedPaise(30_000, month, segment.from, segment.to)),
    );
    if (allocation.from < `${month}-01`) expect(wifiPaise).toBe(30_000);
    const [cgst, sgst] = allocate(applyPercent(wifiPaise, 18), [1, 1]);
    expect([...wifi.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)).toEqual([
      formatMoney(wifiPaise),
      '18 %',
      formatMoney(cgst!),
      formatMoney(sgst!),
    ]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to billing' }));

    await user.click(await screen.findByRole('button', { name: `Cancel ${bill.billNo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel bill ${bill.billNo}?` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong package');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel bill' }));
    const row = (await screen.findByText('Cancelled: Wrong package')).closest('tr')!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(bill.billNo);
    const drafts = await screen.findByRole('table', { name: 'Not billed yet' });
    expect(within(drafts).getByRole('rowheader', { name: alone.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Bill ${name}` }));
    expect(await screen.findByText(`1 bill made for ${name}.`)).toBeInTheDocument();
    expect(screen.getByText(`Nothing is left to bill for ${name}.`)).toBeInTheDocument();
    const { agrees, owed } = await books();
    const live = (await dataProvider.report<BillingPreview>(API.billingPreview, { detail: month })).bills.filter(
      (one) => one.status === 'OPEN',
    );
    expect(agrees).toBe(true);
    expect(owed).toBe(sumPaise(live.map((one) => toPaise(one.total))));
  });

  it('shows the school staff with only the view right the month’s bills and a bill, without printing or cancelling one', async () => {
    await signInAs(COMPANY, 'admin');
    await dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 });
    const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
    await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', {
      ...role,
      permissions: [...role.permissions, { ...HOSTELS.hostelBilling.code! }],
    });
    await signInAs(COMPANY, 'staff');
    const { user } = renderApp(SCREEN);
    const bills = await screen.findByRole('table', { name: 'Bills of the month' }, { timeout: 8000 });
    const first = within(bills)
      .getByRole('rowheader', { name: `${prefix}0001` })
      .closest('tr')!;
    expect(within(first).queryByRole('button', { name: `Cancel ${prefix}0001` })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: `View ${prefix}0001` }));
    expect(await screen.findByRole('heading', { name: `Hostel bill ${prefix}0001` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    const refused = await dataProvider.write(API.cancelBill, { recordId: `${prefix}0001`, detail: 'No' }).then(
      () => 'saved',
      (error: Error) => error.message,
    );
    expect(refused).toBe('You are not authorised for this transaction');
  });
});
