import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { onHand, stockIndex } from '../../src/kits/stock/stock-balance';
import { TRANSFER_KINDS } from '../../src/modules/inventory/transfers/transfer-kinds';
import type { TransferDocument, TransferHeader } from '../../src/modules/inventory/transfers/transfer-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1010;
const RICE = 'ITM-0016';
const STORE = TRANSFER_KINDS.store.endpoints;
const BRANCH = TRANSFER_KINDS.branch.endpoints;
const PAGE = '/applayout-sidebar-large/inventory/inv-store-transfers';
const today = format(new Date(), 'yyyy-MM-dd');
const first = `STT${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;

// Calls beside the screen run inside act(): the screen may update meanwhile (a toast, a refetch).
const stockOf = (itemId: string, store: string) =>
  act(async () => onHand(stockIndex(await stockLedger(COMPANY)), itemId, store));
const transfer = (header: Record<string, unknown>, lines: Array<Record<string, unknown>>, endpoint = STORE.save) =>
  dataProvider.write(endpoint, { header: { dat: today, descriptio: '', ...header }, lines, traCheck: 1 });

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

/** Opens a new store transfer and fills its header and first line as a person would. */
async function startTransfer(user: UserEvent, fromStore: string, toStore: string, qty: string) {
  await user.click(await screen.findByRole('button', { name: 'New store transfer' }, { timeout: 8000 }));
  await screen.findByRole('heading', { name: 'New store transfer' });
  await user.selectOptions(await screen.findByLabelText('From store'), fromStore);
  await user.selectOptions(screen.getByLabelText('To store'), toStore);
  const item = screen.getByLabelText('Item, line 1');
  await user.click(item);
  await user.type(item, RICE);
  await screen.findByRole('option', { name: /^Basmati rice \(ITM-0016\) · .* in stock$/ }, { timeout: 5000 });
  await user.keyboard('{Enter}');
  await user.type(screen.getByLabelText('Quantity, line 1'), qty);
}

describe('store and branch transfers', () => {
  it('moves exactly the quantity, saves once per double click, prints with names, and a cancel puts both stores back', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const [dryBefore, kitBefore] = [await stockOf(RICE, 'DRY'), await stockOf(RICE, 'KIT')];
    expect(dryBefore).toBeGreaterThan(2.5);
    const { user } = renderApp(PAGE);
    await startTransfer(user, 'DRY', 'KIT', '2.5');
    await user.type(screen.getByLabelText('Description'), 'For the weekend biryani');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { name: `Store transfer ${first}` }, { timeout: 8000 });
    expect(await stockOf(RICE, 'DRY')).toBeCloseTo(dryBefore - 2.5, 3);
    expect(await stockOf(RICE, 'KIT')).toBeCloseTo(kitBefore + 2.5, 3);
    const listed = await act(() =>
      dataProvider.report<TransferHeader[]>(STORE.list, { frmDate: today, toDate: today }),
    );
    expect(listed.map((row) => row.recordId)).toEqual([first]);

    const lines = screen.getByRole('table', { name: `Lines of ${first}` });
    expect(lines).toHaveTextContent('Basmati rice (ITM-0016)');
    expect(lines).toHaveTextContent('2.5 KG');
    expect(screen.getByText('Dry store (DRY)')).toBeVisible();
    expect(screen.getByText('Kitchen store (KIT)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/Printed 1 time\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel store transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    expect(await screen.findByText('Cancelled', undefined, { timeout: 8000 })).toBeVisible();
    expect(await stockOf(RICE, 'DRY')).toBeCloseTo(dryBefore, 3);
    expect(await stockOf(RICE, 'KIT')).toBeCloseTo(kitBefore, 3);
    // The cancel carried an Idempotency-Key: sent again with it (no answer reached the client), it is answered OK.
    const cancels = await Promise.all(
      requests
        .filter((request) => request.url.endsWith(`/${STORE.save}`))
        .map(async (request) => ({
          key: request.headers.get('Idempotency-Key'),
          traCheck: (await request.clone().json()).traCheck as number,
        })),
    );
    const key = cancels.find((sent) => sent.traCheck === 3)?.key;
    expect(key).toBeTruthy();
    expect(
      await act(() => dataProvider.write(STORE.save, { header: { recordId: first }, lines: [], traCheck: 3 }, key!)),
    ).toMatchObject({ result: 'OK' });
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect((await screen.findByRole('button', { name: first }, { timeout: 8000 })).closest('tr')).toHaveTextContent(
      'Cancelled',
    );
  });

  it('refuses the same store beside the field, in the form and on the server', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp(PAGE);
    await startTransfer(user, 'DRY', 'DRY', '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The stock would stay in the same store: choose another store.')).toBeVisible();
    expect(screen.getByLabelText('To store')).toHaveAttribute('aria-invalid', 'true');

    const same = await act(() =>
      refusal(transfer({ fromStore: 'DRY', toStore: 'DRY' }, [{ sno: 1, itemId: RICE, qty: 1 }])),
    );
    expect(same.status).toBe(400);
    expect(same.fieldErrors?.['header.toStore']).toBe('The stock would stay in the same store: choose another store.');
  });

  it('refuses more than the stock, naming what is available, and keeps what was typed', async () => {
    await signInAs(COMPANY, 'admin');
    const held = await stockOf(RICE, 'DRY');
    const { user } = renderApp(PAGE);
    await startTransfer(user, 'DRY', 'KIT', String(held));
    // Meanwhile another transfer takes all but one unit: the server, not the form's stale stock, refuses.
    await act(() => transfer({ fromStore: 'DRY', toStore: 'VEG' }, [{ sno: 1, itemId: RICE, qty: held - 1 }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = `Only 1 KG of Basmati rice (ITM-0016) is in store DRY; ${held} was asked for.`;
    expect(await screen.findByText(message, undefined, { timeout: 8000 })).toBeVisible();
    expect(screen.getByLabelText('Quantity, line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue(String(held));
    expect(screen.getByLabelText('From store')).toHaveValue('DRY');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the marked fields and save again.');

    // Leaving the typed form asks first.
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  });

  it('refuses to cancel once the moved lot was drawn from in the target store', async () => {
    await signInAs(COMPANY, 'admin');
    const saved = await transfer({ fromStore: 'DRY', toStore: 'KIT' }, [{ sno: 1, itemId: RICE, qty: 2 }]);
    const id = String(saved.recordId);
    const stored = await dataProvider.get<TransferDocument>(STORE.get, id);
    const gin = stored!.lines[0]!.lots![0]!.gin;
    await transfer({ fromStore: 'KIT', toStore: 'VEG' }, [{ sno: 1, itemId: RICE, qty: 1.5, gin }]);
    const refused = await refusal(dataProvider.write(STORE.save, { header: { recordId: id }, lines: [], traCheck: 3 }));
    expect(refused.message).toMatch(
      new RegExp(`^Store transfer ${id} cannot be cancelled: .*GIN ${gin} has already been drawn from store KIT\\.`),
    );
  });

  it('moves stock between branches, recording both on the document and the stock rows', async () => {
    await signInAs(COMPANY, 'admin');
    const kitBefore = await stockOf(RICE, 'KIT');
    const saved = await transfer(
      { fromBranch: 'E001', toBranch: 'E002', fromStore: 'DRY', toStore: 'KIT' },
      [{ sno: 1, itemId: RICE, qty: 1 }],
      BRANCH.save,
    );
    expect(saved.recordId).toBe(`BBT${today.slice(2, 4)}-${today.slice(5, 7)}/0001`);
    expect(await stockOf(RICE, 'KIT')).toBeCloseTo(kitBefore + 1, 3);
    const rows = (await stockLedger(COMPANY)).filter((row) => row.transactionId === saved.recordId);
    expect(rows.map((row) => [row.transactionType, row.store, row.descr])).toEqual([
      [107, 'DRY', 'Transfer to E002 / KIT'],
      [7, 'KIT', 'Transfer from E001 / DRY'],
    ]);
    const unknown = await refusal(
      transfer(
        { fromBranch: 'E001', toBranch: 'E404', fromStore: 'DRY', toStore: 'KIT' },
        [{ sno: 1, itemId: RICE, qty: 1 }],
        BRANCH.save,
      ),
    );
    expect(unknown.fieldErrors?.['header.toBranch']).toBe('There is no branch E404.');
  });

  it('has the backend refuse a user without the right', async () => {
    await signInAs(COMPANY, 'staff');
    const denied = await refusal(transfer({ fromStore: 'DRY', toStore: 'KIT' }, [{ sno: 1, itemId: RICE, qty: 1 }]));
    expect(denied.message).toBe('You are not authorised for this transaction');
    const read = await refusal(dataProvider.report(STORE.list, { frmDate: today, toDate: today }));
    expect(read.status).toBe(403);
  });
});

describe('transfers: print (7) and reprint (8), counted by the server', () => {
  it('prints from the list once then reads Reprint; reprint needs its own right; a cancelled transfer is not printed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const id = String(
      (await transfer({ fromStore: 'DRY', toStore: 'KIT' }, [{ sno: 1, itemId: RICE, qty: 1 }])).recordId,
    );
    const count = async () => (await dataProvider.get<TransferDocument>(STORE.get, id))!.header.printCount;
    const { user, unmount } = renderApp(`${PAGE}?from=${today}&to=${today}`);
    await user.click(await screen.findByRole('button', { name: `Print ${id}` }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: `Store transfer ${id}` }, { timeout: 8000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Reprint' }, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: `Reprint ${id}` }, { timeout: 8000 })).toBeVisible();
    unmount();
    expect(await count()).toBe(1);
    // Staff has neither 7 nor 8: the server itself refuses the second copy.
    await signInAs(COMPANY, 'staff');
    expect((await refusal(dataProvider.action(STORE.print, id))).message).toBe(
      'You are not authorised for this transaction',
    );
    await signInAs(COMPANY, 'admin');
    await dataProvider.write(STORE.save, { header: { recordId: id }, lines: [], traCheck: 3 });
    expect((await refusal(dataProvider.action(STORE.print, id))).message).toBe(`Store transfer ${id} is cancelled.`);
    expect(await count()).toBe(1);
  });
});
