import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/lib/api/data-provider';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { REQUEST_ENDPOINTS as API } from '../../src/modules/procurement/requests/request-endpoints';
import type { RequestAnswer } from '../../src/modules/procurement/requests/request-types';
import type { RequestRequirements } from '../../src/modules/procurement/requests/requirement-types';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import {
  COMPANY,
  createRequest,
  listRows,
  log,
  main,
  number,
  ROOT,
  reference,
  refusal,
  requestApproval,
  requirements,
  rowOf,
  sentTo,
  today,
} from './support/procurement-requests';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
const { callsTo } = sentTo(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
// Unsaved forms keep drafts in local storage: none may reach the next test.
afterEach(() => localStorage.clear());

describe('purchase requests', () => {
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
});
