import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { SetupEntry } from '../../src/lib/session/session-types';
import { activities } from '../../src/mocks/core/activity-log';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { BULK_ORDER_ENDPOINTS } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import type { BulkRequirements } from '../../src/modules/procurement/bulk-orders/bulk-order-types';
import { ENQUIRY_ENDPOINTS as API } from '../../src/modules/procurement/enquiries/enquiry-endpoints';
import type {
  EnquiryAnswer,
  EnquiryHeader,
  EnquiryRequirements,
} from '../../src/modules/procurement/enquiries/enquiry-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ROOT = '/applayout-sidebar-large/procurement';
const today = format(new Date(), 'yyyy-MM-dd');
const main = () => within(document.getElementById('main-content')!);
const rows = () => dataProvider.report<EnquiryHeader[]>(API.list, { frmDate: '01-Jan-2000', toDate: today });

/** The administrator's `pur_enq`: 2 = new enquiries wait for approval, 1 = born approved. */
async function enquiryApproval(value: 1 | 2) {
  const sets = await dataProvider.list<SetupEntry>(ADMIN_ENDPOINTS.setupDetails);
  await dataProvider.write('api/PurSettings/SetPurSetupDetails', {
    sets: sets.map((entry) => (entry.setupCode === 'pur_enq' ? { ...entry, setupValue: value } : entry)),
  });
}

describe('purchase enquiries', () => {
  it('sends one enquiry to two suppliers: two documents numbered PE…, each with its own address, pending under pur_enq 2, then approved', async () => {
    await signInAs(COMPANY, 'admin');
    await enquiryApproval(2);
    const requirements = await dataProvider.read<EnquiryRequirements>(API.requirements);
    const withGodown = requirements.suppliers.find((supplier) =>
      requirements.addresses.some((row) => row.recordid === supplier.recordid && row.addressname === 'Godown'),
    )!;
    const other = requirements.suppliers.find((supplier) => supplier.recordid !== withGodown.recordid)!;
    const item = requirements.materials[0]!;
    const before = (await rows()).map((row) => row.seq);

    const { user, unmount } = renderApp(`${ROOT}/pur-enquiries`);
    await user.click(await screen.findByRole('button', { name: 'New enquiry' }, { timeout: 8000 }));
    await main().findByRole('heading', { name: 'New purchase enquiry' }, { timeout: 8000 });
    await user.click(main().getByLabelText(withGodown.supplier));
    await user.selectOptions(main().getByLabelText(`Address of ${withGodown.supplier}`), 'Godown');
    await user.click(main().getByLabelText(other.supplier));
    await user.selectOptions(main().getByLabelText('Item, line 1'), item.itemid);
    await user.type(main().getByLabelText('Quantity, line 1'), '25');
    await user.click(main().getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(/^Purchase enquiries saved: PE\d{2}-\d{5}, PE\d{2}-\d{5}\.$/, undefined, {
      timeout: 8000,
    });
    const seqs = notice.textContent!.match(/PE\d{2}-\d{5}/g)!;
    for (const seq of seqs)
      expect((await main().findByRole('rowheader', { name: seq }, { timeout: 8000 })).closest('tr')).toHaveTextContent(
        'Pending approval',
      );

    const made = (await rows()).filter((row) => !before.includes(row.seq));
    expect(made.map((row) => row.seq).sort()).toEqual([...seqs].sort());
    expect(made.map((row) => row.pos)).toEqual([1, 1]);
    const godown = requirements.addresses.find(
      (row) => row.recordid === withGodown.recordid && row.addressname === 'Godown',
    )!;
    const first = made.find((row) => row.vendorid === withGodown.recordid)!;
    expect(first).toMatchObject({
      vendorname: withGodown.supplier,
      addressName: 'Godown',
      addr: godown.addr,
      zip: godown.zip,
    });
    const second = made.find((row) => row.vendorid === other.recordid)!;
    expect(second.addr).toBe(requirements.addresses.find((row) => row.recordid === other.recordid)!.addr);
    const answer = (await dataProvider.get<EnquiryAnswer>(API.one, String(first.recordId)))!;
    expect(answer.lines).toMatchObject([{ itemid: item.itemid, itemname: item.itemname, qty: 25 }]);
    unmount();

    const approvals = renderApp(`${ROOT}/pur-enquiry-approvals`);
    await approvals.user.click(await screen.findByRole('button', { name: `Approve ${first.seq}` }, { timeout: 8000 }));
    expect(
      await screen.findByText(`Purchase enquiry ${first.seq} approved.`, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('button', { name: `Approve ${first.seq}` })).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
    expect((await rows()).find((row) => row.seq === first.seq)!.pos).toBe(3);
    const log = (await activities(COMPANY))
      .filter((row) => row.subject === 'Purchase enquiry' && row.reference === first.seq)
      .map((row) => row.action);
    expect(log).toEqual(['Create', 'Approve']);
    await enquiryApproval(1);
  });

  it('fills its items from approved request lines still to order, in their stock unit', async () => {
    await signInAs(COMPANY, 'admin');
    const open = (await dataProvider.read<BulkRequirements>(BULK_ORDER_ENDPOINTS.requirements)).requests.filter(
      (line) => line.pendingQty > 0,
    );
    const [line] = open;
    const requirements = await dataProvider.read<EnquiryRequirements>(API.requirements);
    const { user } = renderApp(`${ROOT}/pur-enquiries`);
    await user.click(await screen.findByRole('button', { name: 'New enquiry' }, { timeout: 8000 }));
    const offer = await main().findByRole('table', { name: 'Approved requests still to order' }, { timeout: 8000 });
    expect(within(offer).getAllByRole('checkbox')).toHaveLength(open.length);
    await user.click(within(offer).getByRole('checkbox', { name: `Take ${line!.itemdescription} of ${line!.seq}` }));
    await user.click(main().getByRole('button', { name: 'Fill the items from the ticked requests' }));
    expect(main().getByLabelText('Item, line 1')).toHaveValue(line!.itemid);
    expect(main().getByLabelText('Quantity, line 1')).toHaveValue(line!.pendingQty);
    expect(main().getByLabelText('Unit, line 1')).toHaveValue('');
    await user.click(main().getByLabelText(requirements.suppliers[0]!.supplier));
    await user.click(main().getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(/^Purchase enquiries saved: PE\d{2}-\d{5}\.$/, undefined, { timeout: 8000 });
    const made = (await rows()).find((row) => row.seq === /PE\d{2}-\d{5}/.exec(notice.textContent!)![0])!;
    expect((await dataProvider.get<EnquiryAnswer>(API.one, String(made.recordId)))!.lines).toMatchObject([
      { itemid: line!.itemid, qty: line!.pendingQty },
    ]);
  });

  it('prints the covering letter (counted) and shows the mail view without sending', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const row = (await rows()).find((enquiry) => enquiry.pos === 2)!;
    const { user } = renderApp(`${ROOT}/pur-enquiries?from=2000-01-01`);
    const line = (await screen.findByRole('rowheader', { name: row.seq }, { timeout: 8000 })).closest('tr')!;
    await user.click(
      within(line).getByRole('button', {
        name: `${row.printCount + row.mailCount > 0 ? 'Reprint' : 'Print'} ${row.seq}`,
      }),
    );
    expect(
      await main().findByRole('heading', { name: `Purchase enquiry ${row.seq}` }, { timeout: 8000 }),
    ).toBeVisible();
    expect(within(main().getByRole('group', { name: 'Supplier' })).getByText(row.vendorname)).toBeVisible();
    expect(main().getByText('Dear Sir or Madam,')).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect((await rows()).find((enquiry) => enquiry.seq === row.seq)!.printCount).toBe(row.printCount + 1);
    await user.click(main().getByRole('button', { name: 'Back to the list' }));
    const again = (await main().findByRole('rowheader', { name: row.seq }, { timeout: 8000 })).closest('tr')!;
    await user.click(within(again).getByRole('button', { name: `Mail ${row.seq}` }));
    expect(await main().findByText(/The demo does not send e-mail/, undefined, { timeout: 8000 })).toHaveTextContent(
      row.email,
    );
    print.mockRestore();
  });

  it('refuses a user without the right', { timeout: 30_000 }, async () => {
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(`${ROOT}/pur-enquiry-approvals`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 8000 }),
    ).toBeVisible();
    unmount();
    await expect(
      dataProvider.write(API.save, { header: { dat: today }, supps: [], lines: [], traCheck: 1 }),
    ).rejects.toThrow(NOT_AUTHORISED);
    await expect(dataProvider.report(API.list, {})).rejects.toThrow();
    await expect(dataProvider.action(API.approve, '3')).rejects.toThrow(NOT_AUTHORISED);
  });
});
