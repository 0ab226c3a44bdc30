import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { writeRecord } from '../../src/mocks/core/record-store';
import { ensureSeeded } from '../../src/mocks/core/seeds/ensure-seeded';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { REQUEST_ENDPOINTS as API } from '../../src/modules/procurement/requests/request-endpoints';
import type { PendingItem } from '../../src/modules/procurement/requests/request-types';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
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

const { requests } = setupDemoServer();
const { callsTo, bodiesTo } = sentTo(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
// Unsaved forms keep drafts in local storage: none may reach the next test.
afterEach(() => localStorage.clear());

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
