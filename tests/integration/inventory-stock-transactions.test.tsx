import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { onHand, stockIndex } from '../../src/kits/stock/stock-balance';
import { STOCK_ENDPOINTS } from '../../src/modules/inventory/stock-transactions/tra-types';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/inventory';
const today = format(new Date(), 'yyyy-MM-dd');
const month = `${today.slice(2, 4)}-${today.slice(5, 7)}`;
// Company 1002 (retail): ITM-0001 "Toor dal 1 kg" is opened in the central warehouse WH, in packets.
const ITEM = 'ITM-0001';
const STORE = 'WH';

type App = ReturnType<typeof renderApp>;

/** The closing stock of ITEM in STORE as the report shows it, as a number. */
function shownQuantity(): number {
  const cell = screen.getByRole('cell', { name: ITEM });
  return Number(within(cell.closest('tr')!).getAllByRole('cell')[3]!.textContent!.replaceAll(',', ''));
}

/**
 * Opens the closing stock report of STORE; with `expected`, waits until it shows that quantity (a refreshed answer).
 */
async function reportedQuantity(app: App, expected?: number): Promise<number> {
  await act(() => app.router.navigate(`${ROOT}/inv-rep-closing-stock?p.toDate=${today}&p.detail=${STORE}`));
  await screen.findByRole('cell', { name: ITEM }, { timeout: 8000 });
  if (expected !== undefined) await waitFor(() => expect(shownQuantity()).toBe(expected), { timeout: 8000 });
  return shownQuantity();
}

/** Opens the New form of a screen and fills one line; the caller saves. */
async function fillNew(app: App, user: UserEvent, path: string, button: string, line: { qty: string; rate?: string }) {
  await act(() => app.router.navigate(`${ROOT}/${path}`));
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 8000 }));
  await screen.findByRole('heading', { name: button });
  for (const reference of ['Department', 'Loss type']) {
    const select = screen.queryByLabelText(reference);
    if (select) await user.selectOptions(select, (select as HTMLSelectElement).options[1]!.value);
  }
  await user.selectOptions(screen.getByLabelText('Store, line 1'), STORE);
  await user.selectOptions(screen.getByLabelText('Item, line 1'), ITEM);
  await user.type(screen.getByLabelText('Quantity, line 1'), line.qty);
  if (line.rate !== undefined) await user.type(screen.getByLabelText('Rate, line 1'), line.rate);
}

describe('issues, losses and samples', () => {
  it('an issue lowers the closing stock by exactly its quantity, and cancelling it restores the stock', async () => {
    await signInAs(1002, 'admin');
    const app = renderApp(`${ROOT}/inv-rep-closing-stock?p.toDate=${today}`);
    const { user } = app;
    const before = await reportedQuantity(app);
    await fillNew(app, user, 'consuproduct', 'New material issue', { qty: '2.5' });
    expect(screen.getByLabelText('Item, line 1')).toHaveTextContent(`in stock`);
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    const id = `ISS${month}/0001`;
    await screen.findByRole('heading', { name: `Material issue ${id}` }, { timeout: 8000 });
    expect(screen.getByRole('table', { name: `Lines of ${id}` })).toHaveTextContent('−2.5 PKT');
    expect(await reportedQuantity(app, before - 2.5)).toBe(before - 2.5);

    await act(() => app.router.navigate(`${ROOT}/consuproduct?record=${encodeURIComponent(id)}`));
    await user.click(await screen.findByRole('button', { name: 'Cancel material issue' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel ${id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel material issue' }));
    await screen.findByText('Cancelled', { selector: '.badge' }, { timeout: 8000 });
    // Sent with an Idempotency-Key: the same cancel sent again (no answer reached the client) is answered OK, nothing
    // reversed twice.
    const cancels = requests.filter((request) => request.url.endsWith(`/${STOCK_ENDPOINTS.cancel}`));
    expect(cancels).toHaveLength(1);
    const key = cancels[0]!.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(await dataProvider.write(STOCK_ENDPOINTS.cancel, { recordId: id, detail: 'Issues' }, key!)).toMatchObject({
      result: 'OK',
    });
    expect(await reportedQuantity(app, before)).toBe(before);
    // One save for the double click.
    const list = await dataProvider.report<unknown[]>(STOCK_ENDPOINTS.list, {
      detail: 'Issues',
      frmDate: today,
      toDate: today,
    });
    expect(list).toHaveLength(1);
  });

  it('refuses an issue, a loss and a sample out beyond the stock, naming what is there, and keeps the input', async () => {
    await signInAs(1002, 'admin');
    const app = renderApp(`${ROOT}/inv-rep-closing-stock?p.toDate=${today}`);
    const { user } = app;
    const onHand = await reportedQuantity(app);
    const asked = String(onHand + 1);
    for (const [path, button] of [
      ['consuproduct', 'New material issue'],
      ['lossesproduct', 'New stock loss'],
      ['invsamplesout', 'New sample out'],
    ] as const) {
      await fillNew(app, user, path, button, { qty: asked });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(alert).toHaveTextContent(
        `Line 1: Only ${onHand} PKT of Toor dal 1 kg (${ITEM}) is in store ${STORE}; ${asked} was asked for.`,
      );
      expect(screen.getByLabelText('Quantity, line 1')).toHaveValue(asked);
      expect(screen.getByLabelText('Quantity, line 1')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('heading', { name: button })).toBeVisible();
      // Leaving the refused form asks first.
      await act(() => app.router.navigate(`${ROOT}/inv-rep-closing-stock`));
      const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      await user.click(within(leave).getByRole('button', { name: 'Leave' }));
    }
    expect(await reportedQuantity(app, onHand)).toBe(onHand);
  });

  it('a loss and a sample out lower the stock and a sample in raises it, to the unit', async () => {
    await signInAs(1002, 'admin');
    const app = renderApp(`${ROOT}/inv-rep-closing-stock?p.toDate=${today}`);
    const { user } = app;
    const before = await reportedQuantity(app);
    const steps = [
      ['lossesproduct', 'New stock loss', { qty: '1' }, `Stock loss LOS${month}/0001`],
      ['invsamplesout', 'New sample out', { qty: '2' }, `Sample out SMO${month}/0001`],
      ['invsamplesin', 'New sample in', { qty: '5.25', rate: '10.5' }, `Sample in SMI${month}/0001`],
    ] as const;
    for (const [path, button, line, heading] of steps) {
      await fillNew(app, user, path, button, line);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('heading', { name: heading }, { timeout: 8000 });
    }
    expect(await reportedQuantity(app, before - 1 - 2 + 5.25)).toBe(before - 1 - 2 + 5.25);
  });

  it('refuses cancelling a sample in whose lot was drawn from, and a user without the right', async () => {
    await signInAs(1002, 'admin');
    const sampleIn = await dataProvider.write(STOCK_ENDPOINTS.save, {
      header: { traType: 'Sameple In', dat: today, descriptio: 'Trade sample' },
      lines: [{ sno: 1, itemId: 'ITM-0002', qtyin: 3, qtyout: 0, store: 'DMG', rate: 12 }],
    });
    const document = await dataProvider.get<{ lines: { gin: string }[] }>(
      STOCK_ENDPOINTS.one,
      String(sampleIn.recordId),
    );
    const gin = document!.lines[0]!.gin;
    await dataProvider.write(STOCK_ENDPOINTS.save, {
      header: { traType: 'Issues', dat: today, descriptio: '', department: 'WH' },
      lines: [{ sno: 1, itemId: 'ITM-0002', qtyin: 0, qtyout: 1, store: 'DMG', gin }],
    });
    const refused = await dataProvider
      .write(STOCK_ENDPOINTS.cancel, { recordId: sampleIn.recordId, detail: 'Sameple In' })
      .catch((error: unknown) => error);
    expect((refused as ApiError).message).toBe(
      `Sample in ${String(sampleIn.recordId)} cannot be cancelled: stock has since been drawn from GIN ${gin} (ITM-0002).`,
    );

    await signInAs(1002, 'staff');
    const denied = await dataProvider
      .write(STOCK_ENDPOINTS.save, {
        header: { traType: 'Losses', dat: today, descriptio: '', lossType: 'x' },
        lines: [],
      })
      .catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(ApiError);
    expect((denied as ApiError).message).toBe('You are not authorised for this transaction');
    const unread = await dataProvider
      .report(STOCK_ENDPOINTS.list, { detail: 'Issues', frmDate: today })
      .catch((error: unknown) => error);
    expect((unread as ApiError).status).toBe(403);
  });
});

describe('back-dated stock documents', () => {
  it('refuses an issue dated before documents that have since taken the stock (the stock would go below zero), naming why', async () => {
    await signInAs(1002, 'admin');
    const stock = async () => onHand(stockIndex([...(await stockLedger(1002))]), ITEM, STORE);
    const all = await stock();
    const yesterday = format(new Date(Date.now() - 86_400_000), 'yyyy-MM-dd');
    const issue = (dat: string, qtyout: number) =>
      dataProvider.write(STOCK_ENDPOINTS.save, {
        header: { traType: 'Issues', dat, descriptio: '', department: 'WH' },
        lines: [{ sno: 1, itemId: ITEM, qtyin: 0, qtyout, store: STORE }],
      });
    await issue(today, all);
    const refused = await issue(yesterday, 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldErrors?.['lines.0.qtyout']).toMatch(
      /counting the documents dated after this one/,
    );
    expect(await stock()).toBe(0);
  });
});

describe('stock documents: print (7) and reprint (8), counted by the server', () => {
  it('prints an issue once then reads Reprint; reprint needs its own right; a cancelled issue is not printed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(1002, 'admin');
    const saved = await dataProvider.write(STOCK_ENDPOINTS.save, {
      header: { traType: 'Issues', dat: today, descriptio: 'For print', department: 'WH' },
      lines: [{ sno: 1, itemId: ITEM, qtyin: 0, qtyout: 1, store: STORE }],
    });
    const id = String(saved.recordId);
    const count = async () =>
      (await dataProvider.get<{ header: { printCount: number } }>(STOCK_ENDPOINTS.one, id))!.header.printCount;
    const { user, unmount } = renderApp(`${ROOT}/consuproduct?from=${today}&to=${today}`);
    await user.click(await screen.findByRole('button', { name: `Print ${id}` }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: `Material issue ${id}` }, { timeout: 8000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await count()).toBe(1);
    expect(screen.getByRole('button', { name: `Reprint ${id}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: `Reprint ${id}` }, { timeout: 8000 })).toBeInTheDocument();
    unmount();
    // Staff has neither 7 nor 8: the server itself refuses the second copy.
    await signInAs(1002, 'staff');
    expect(await dataProvider.action(STOCK_ENDPOINTS.print, id).catch((error: Error) => error.message)).toBe(
      'You are not authorised for this transaction',
    );
    await signInAs(1002, 'admin');
    await dataProvider.write(STOCK_ENDPOINTS.cancel, { recordId: id, detail: 'Issues' });
    expect(await dataProvider.action(STOCK_ENDPOINTS.print, id).catch((error: Error) => error.message)).toBe(
      `Material issue ${id} is cancelled.`,
    );
    expect(await count()).toBe(1);
  });
});
