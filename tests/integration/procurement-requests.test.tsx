import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { FieldDeclaration } from '../../src/engine/resource';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { SetupEntry } from '../../src/lib/session/session-types';
import { activities } from '../../src/mocks/core/activity-log';
import { writeRecord } from '../../src/mocks/core/record-store';
import { ensureSeeded } from '../../src/mocks/core/seeds/ensure-seeded';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { REQUEST_ENDPOINTS as API } from '../../src/modules/procurement/requests/request-endpoints';
import type {
  PendingItem,
  RequestAnswer,
  RequestListRow,
  RequestSaveBody,
} from '../../src/modules/procurement/requests/request-types';
import type { RequestRequirements } from '../../src/modules/procurement/requests/requirement-types';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
// Unsaved forms keep drafts in local storage: none may reach the next test.
afterEach(() => localStorage.clear());

const COMPANY = 1002;
const ROOT = '/applayout-sidebar-large/procurement';
const today = format(new Date(), 'yyyy-MM-dd');
const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });
const number = (label: string): FieldDeclaration => ({ name: label, label, type: 'number' });
const callsTo = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
const bodiesTo = (endpoint: string) =>
  Promise.all(callsTo(endpoint).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
const main = () => within(document.getElementById('main-content')!);

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

/** The administrator's setting: 2 = new requests wait for approval, 1 = born approved. */
async function requestApproval(value: 1 | 2) {
  const sets = await dataProvider.list<SetupEntry>(ADMIN_ENDPOINTS.setupDetails);
  await dataProvider.write(ADMIN_ENDPOINTS.saveSetupDetails, {
    sets: sets.map((entry) => (entry.setupCode === 'pur_req' ? { ...entry, setupValue: value } : entry)),
  });
}

const requirements = () => dataProvider.read<RequestRequirements>(API.requirements);
const listRows = () => dataProvider.report<RequestListRow[]>(API.list, { frmDate: '2000-01-01', toDate: today });
const rowOf = async (seq: string) => (await listRows()).find((row) => row.seq === seq);
const log = async (seq: string) =>
  (await activities(COMPANY))
    .filter((row) => row.module === 'procurement' && row.subject === 'Purchase request' && row.reference === seq)
    .map((row) => row.action);

/** A request saved through the contract's call; answers its number. */
async function createRequest(qty = 8): Promise<string> {
  const { seq } = await requirements();
  const body: RequestSaveBody = {
    header: { recordId: 0, seq: '', dat: today, descriptio: 'For the shelves', department: 'SAL', empno: 'EMP-0001' },
    details: [
      {
        sno: 1,
        itemId: 'ITM-0004',
        itemDescription: '',
        purpose: 'Shelf refill',
        suggestedSupplier: 'SUP-004',
        qty,
        um: null,
        reqdBy: null,
      },
    ],
    tracheck: 1,
  };
  await dataProvider.write(API.save, { ...body });
  return seq;
}

describe('purchase requests', () => {
  it('creates a request through the form (pending while pur_req asks for approval, saved once on a double click) and the approver approves it', async () => {
    const session = await signInAs(COMPANY, 'admin');
    await requestApproval(2);
    const { seq } = await requirements();
    expect(seq).toMatch(new RegExp(`^PR${today.slice(0, 4)}-\\d{5}$`));
    const { user, unmount } = renderApp(`${ROOT}/pur-requests`);
    await user.click(await screen.findByRole('button', { name: 'New request' }, { timeout: 8000 }));
    await main().findByRole('heading', { name: 'New purchase request' });
    expect(control('Request date')).toHaveValue(today);
    await fillField(user, reference('Department'), 'SAL');
    await fillField(user, reference('Employee'), 'EMP-0001');
    await user.click(control('Description'));
    await user.paste('Shelf refill before the weekend');
    await fillField(user, reference('Item, line 1'), 'ITM-0026');
    await fillField(user, number('Quantity, line 1'), 12.5);
    await user.selectOptions(control('Unit, line 1'), 'BOX');
    await user.click(control('Purpose, line 1'));
    await user.paste('Weekend rush');
    fireEvent.change(control('Required by, line 1'), { target: { value: today } });
    await user.dblClick(main().getByRole('button', { name: 'Save' }));

    const row = (await main().findByRole('rowheader', { name: seq }, { timeout: 8000 })).closest('tr')!;
    expect(await screen.findByText('Purchase request saved.', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(row).toHaveTextContent('Pending approval');
    expect(row).toHaveTextContent('Sales floor');
    const bodies = await bodiesTo(API.save);
    expect(bodies[0]).toEqual({
      header: {
        recordId: 0,
        seq: '',
        dat: today,
        descriptio: 'Shelf refill before the weekend',
        department: 'SAL',
        empno: 'EMP-0001',
      },
      details: [
        {
          sno: 1,
          itemId: 'ITM-0026',
          itemDescription: '',
          purpose: 'Weekend rush',
          suggestedSupplier: null,
          qty: 12.5,
          um: 'BOX',
          reqdBy: today,
        },
      ],
      tracheck: 1,
      usr: session.usr,
    });
    // Every attempt carried the same key: one request saved.
    expect(new Set(callsTo(API.save).map((request) => request.headers.get('Idempotency-Key'))).size).toBe(1);
    expect((await listRows()).filter((listed) => listed.seq === seq)).toHaveLength(1);
    expect(await log(seq)).toEqual(['Create']);
    unmount();

    // The approver approves 10 of the 12.5 boxes: 1,000 bags more wait for an order (in the stock unit).
    const bagsWaiting = async () =>
      (await dataProvider.list<PendingItem>(API.pending)).find((item) => item.itemdescription === 'Paper carry bag')
        ?.qty ?? 0;
    const bagsBefore = await bagsWaiting();
    const approvals = renderApp(`${ROOT}/pur-request-approvals`);
    const line = (await screen.findByRole('rowheader', { name: `${seq} line 1` }, { timeout: 8000 })).closest('tr')!;
    const approved = within(line).getByLabelText(`Approved quantity, ${seq} line 1`);
    expect(approved).toHaveValue(12.5);
    await approvals.user.click(within(line).getByLabelText(`Select ${seq} line 1`));
    await approvals.user.clear(approved);
    await approvals.user.type(approved, '13');
    await approvals.user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await within(line).findByText('At most 12.5.')).toBeVisible();
    expect(callsTo(API.approve)).toHaveLength(0);
    await approvals.user.clear(approved);
    await approvals.user.type(approved, '10');
    await approvals.user.click(screen.getByRole('button', { name: 'Approve selected' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: `${seq} line 1` })).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(await screen.findByText('1 line approved.', undefined, { timeout: 8000 })).toBeInTheDocument();
    const recordId = (await rowOf(seq))!.recordid;
    expect(await bodiesTo(API.approve)).toEqual([
      { lines: [{ recordId, sno: 1, itemId: 'ITM-0026', approvedQty: 10 }], usr: session.usr },
    ]);
    expect((await rowOf(seq))!.statu).toBe(3);
    expect(await log(seq)).toEqual(['Create', 'Approve']);
    expect(await bagsWaiting()).toBe(bagsBefore + 1000);
    const waiting = screen.getByRole('table', { name: /^Approved and waiting for an order/ });
    const bags = (await within(waiting).findByRole('cell', { name: 'Paper carry bag' })).closest('tr')!;
    await waitFor(() => expect(bags).toHaveTextContent(new Intl.NumberFormat('en-IN').format(bagsBefore + 1000)));
  });

  it('is born approved when pur_req is "1"; prints, then reprints; cancel keeps it, marked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const seq = await createRequest();
    expect((await rowOf(seq))!.statu).toBe(2);
    const { user } = renderApp(`${ROOT}/pur-requests`);
    await screen.findByRole('heading', { name: 'Purchase requests' }, { timeout: 8000 });
    const row = async () => (await main().findByRole('rowheader', { name: seq }, { timeout: 8000 })).closest('tr')!;
    expect(await row()).toHaveTextContent('Approved');

    await user.click(within(await row()).getByRole('button', { name: `Print ${seq}` }));
    expect(await main().findByRole('heading', { name: `Purchase request ${seq}` }, { timeout: 8000 })).toBeVisible();
    expect(main().getByText('Sri Balaji Traders')).toBeVisible();
    expect(main().getByRole('cell', { name: 'Sugar 1 kg' })).toBeVisible();
    expect(main().getByText('Status').nextElementSibling).toHaveTextContent('Approved');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.click(main().getByRole('button', { name: 'Back to the list' }));
    await user.click(await within(await row()).findByRole('button', { name: `Reprint ${seq}` }));
    await main().findByRole('heading', { name: `Purchase request ${seq}` }, { timeout: 8000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    await user.click(main().getByRole('button', { name: 'Back to the list' }));
    await waitFor(async () =>
      expect(
        within(await row())
          .getAllByRole('cell')
          .at(-2),
      ).toHaveTextContent('2'),
    );

    await user.click(within(await row()).getByRole('button', { name: `Cancel ${seq}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel purchase request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(async () => expect(await row()).toHaveTextContent('Cancelled'));
    expect(
      await screen.findByText(`Purchase request ${seq} cancelled.`, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(await row()).queryByRole('button')).not.toBeInTheDocument();
    expect((await rowOf(seq))!.statu).toBe(9);
    expect((await dataProvider.get<RequestAnswer>(API.one, String((await rowOf(seq))!.recordid)))!.lines).toHaveLength(
      1,
    );
    expect(await log(seq)).toEqual(['Create', 'Print', 'Reprint', 'Cancel']);
    // A pending request prints as Pending.
    const pending = (await listRows()).find((listed) => listed.statu === 1)!;
    await user.click(
      within((await main().findByRole('rowheader', { name: pending.seq })).closest('tr')!).getByRole('button', {
        name: `Print ${pending.seq}`,
      }),
    );
    await main().findByRole('heading', { name: `Purchase request ${pending.seq}` }, { timeout: 8000 });
    expect(main().getByText('Status').nextElementSibling).toHaveTextContent('Pending');
  });

  it('keeps the input and shows the refusal when the server refuses a save; marks what the rules refuse beside the fields', async () => {
    await signInAs(COMPANY, 'admin');
    await requestApproval(2);
    const seq = await createRequest(6);
    const recordId = (await rowOf(seq))!.recordid;
    const { user } = renderApp(`${ROOT}/pur-requests?record=${recordId}`);
    await screen.findByRole('heading', { name: `Edit purchase request ${seq}` }, { timeout: 8000 });
    expect(control('Quantity, line 1')).toHaveValue(6);
    await user.clear(control('Description'));
    await user.paste('Changed after approval');
    // Meanwhile the approver approves it.
    await dataProvider.write(API.approve, { lines: [{ recordId, sno: 1, itemId: 'ITM-0004', approvedQty: 6 }] });
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      `Purchase request ${seq} is already approved and cannot be changed; cancel it and raise a new one.`,
    );
    expect(control('Description')).toHaveValue('Changed after approval');
    expect(main().getByRole('heading', { name: `Edit purchase request ${seq}` })).toBeVisible();

    // The form checks the same rules before sending: an empty line and a quantity of 0.
    await user.click(main().getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await user.click(await main().findByRole('button', { name: 'New request' }));
    await main().findByRole('heading', { name: 'New purchase request' });
    await fillField(user, number('Quantity, line 1'), 0);
    const saves = callsTo(API.save).length;
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText('Choose the item.')).toBeVisible();
    expect(main().getByText('The quantity must be more than 0.')).toBeVisible();
    expect(control('Quantity, line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(API.save)).toHaveLength(saves);

    // No answer at all: the network message, the input kept; the retry carries the same key and saves one request.
    const { seq: next } = await requirements();
    await fillField(user, reference('Item, line 1'), 'ITM-0004');
    await fillField(user, number('Quantity, line 1'), 2);
    server.use(http.post(`*/${API.save}`, () => HttpResponse.error(), { once: true }));
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network Error please check your connection')).toBeVisible();
    expect(control('Quantity, line 1')).toHaveValue(2);
    await user.click(main().getByRole('button', { name: 'Save' }));
    await main().findByRole('rowheader', { name: next }, { timeout: 8000 });
    expect(await screen.findByText('Purchase request saved.', undefined, { timeout: 8000 })).toBeInTheDocument();
    const [lost, retried] = callsTo(API.save).slice(saves);
    expect(retried?.headers.get('Idempotency-Key')).toBe(lost?.headers.get('Idempotency-Key'));
    expect((await listRows()).filter((listed) => listed.seq === next)).toHaveLength(1);

    // The server answers field errors as the generic handlers do (dd-MMM-yyyy dates read).
    const refused = await refusal(
      dataProvider.write(API.save, {
        header: { recordId: 0, dat: '31-Feb-2026', department: 'NOPE' },
        details: [{ itemId: 'ITM-9999', qty: 0.0001 }],
        tracheck: 1,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      'header.dat': 'Give a real date.',
      'header.department': 'There is no department NOPE.',
      'details.0.itemId': 'There is no item ITM-9999.',
      'details.0.qty': 'At most 3 decimals.',
    });
    const dated = await dataProvider.write(API.save, {
      header: { recordId: 0, dat: format(new Date(), 'dd-MMM-yyyy') },
      details: [{ itemId: 'ITM-0004', qty: 1 }],
      tracheck: 1,
    });
    expect(dated.seq).toMatch(/^PR\d{4}-\d{5}$/);
  });

  it('refuses over-approval naming the line, and shows a request an order draws on as ordered (+2), no longer to change', async () => {
    await signInAs(COMPANY, 'admin');
    await requestApproval(2);
    const seq = await createRequest(4);
    const recordId = (await rowOf(seq))!.recordid;
    const over = await refusal(
      dataProvider.write(API.approve, { lines: [{ recordId, sno: 1, itemId: 'ITM-0004', approvedQty: 5 }] }),
    );
    expect(over.message).toBe(`${seq} line 1 (Sugar 1 kg): At most 4.`);
    await dataProvider.write(API.approve, { lines: [{ recordId, sno: 1, itemId: 'ITM-0004', approvedQty: 4 }] });
    await ensureSeeded(PURCHASE_ORDERS.name, COMPANY);
    await writeRecord(PURCHASE_ORDERS.name, COMPANY, '999', {
      recordId: 999,
      seq: 'PO-TEST',
      lines: [{ sno: 1, itemId: 'ITM-0004', qty: 4, purRequest: recordId }],
    });
    expect((await rowOf(seq))!.statu).toBe(5);
    const cancel = await refusal(dataProvider.write(API.save, { header: { recordId, seq }, details: [], tracheck: 3 }));
    expect(cancel.message).toBe(`Purchase request ${seq} is already ordered and cannot be cancelled.`);
    renderApp(`${ROOT}/pur-requests`);
    await screen.findByRole('heading', { name: 'Purchase requests' }, { timeout: 8000 });
    const row = (await main().findByRole('rowheader', { name: seq }, { timeout: 8000 })).closest('tr')!;
    expect(row).toHaveTextContent('Ordered');
    expect(within(row).queryByRole('button', { name: `Edit ${seq}` })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Cancel ${seq}` })).not.toBeInTheDocument();
  });

  it('shows each material with its stock from the stock ledger: a goods receipt raises it', async () => {
    await signInAs(COMPANY, 'admin');
    const stockOf = async () =>
      (await dataProvider.read<RequestRequirements>(API.requirements)).materials.find(
        (row) => row.itemid === 'ITM-0001',
      )!.stock;
    const before = await stockOf();
    const header = {
      recordId: null,
      seq: '',
      dat: today,
      purchaseType: 'LOCAL',
      invoiceno: 'INV-REQ',
      invoicedat: today,
      transporter: '',
      vendorid: 'SUP-002',
      vendorname: '',
      refPoid: null,
      qcCheck: 0,
      baseamt: 0,
      discount: 0,
      taxes: 0,
      others: 0,
      totalAmt: 0,
      pos: 0,
    };
    const line = {
      sno: 0,
      store: 'WH',
      itemId: 'ITM-0001',
      itemName: '',
      batchno: 'R1',
      manudate: '',
      expdate: '',
      qty: 3.5,
      um: '',
      rat: 10,
      mrp: 1,
      gin: '',
    };
    await dataProvider.write(RECEIPT_ENDPOINTS.save, { header, lines: [line], taxes: [], traCheck: 1 });
    expect(await stockOf()).toBe(before + 3.5);
  });

  it('does not let a user without the approve right approve: the screen is closed and the server refuses', async () => {
    await signInAs(COMPANY, 'admin');
    await requestApproval(2);
    const seq = await createRequest(3);
    const recordId = (await rowOf(seq))!.recordid;
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(`${ROOT}/pur-request-approvals`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 8000 }),
    ).toBeVisible();
    expect(callsTo(API.approvalQueue)).toHaveLength(0);
    unmount();
    expect(
      (
        await refusal(
          dataProvider.write(API.approve, { lines: [{ recordId, sno: 1, itemId: 'ITM-0004', approvedQty: 3 }] }),
        )
      ).message,
    ).toBe(NOT_AUTHORISED);
    expect((await refusal(dataProvider.report(API.approvalQueue, {}))).status).toBe(403);
    expect(
      (await refusal(dataProvider.write(API.save, { header: { recordId, seq }, details: [], tracheck: 3 }))).message,
    ).toBe(NOT_AUTHORISED);
    await signInAs(COMPANY, 'admin');
    expect((await rowOf(seq))!.statu).toBe(1);
  });
});
