import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ORDER_TERM_SEED } from '../../src/mocks/procurement/seeds/order-terms';
import { BULK_ORDER_ENDPOINTS } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import { ORDER_TERM_ENDPOINTS as API } from '../../src/modules/procurement/order-terms/term-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const PAGE = '/applayout-sidebar-large/procurement/pur-order-terms';
const NEW_TERM = 'Prices are firm until the whole order is delivered.';
const main = () => within(document.getElementById('main-content')!);
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(`/${endpoint}`))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );
/** The table's rows as [number, term]. */
const shownTerms = () =>
  [...main().getByRole('table').querySelectorAll('tbody tr')].map((row) => [
    row.children[0]!.textContent,
    row.children[1]!.textContent,
  ]);
const save = (term: string, slno: number | null, traCheck: 1 | 3) =>
  dataProvider.write(API.save, { term: { term, slno }, traCheck });
const refusalOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error.message;
};

describe('order terms', () => {
  it('lists the standard terms in order, adds one after the others and deletes one after asking', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp(PAGE);
    await screen.findByText('Order terms', { selector: '#main-content h1' }, { timeout: 8000 });
    await main().findByRole('table', undefined, { timeout: 5000 });
    expect(shownTerms()).toEqual(ORDER_TERM_SEED.map((term, index) => [String(index + 1), term]));

    // A term already there (whatever its letter case) is refused beside the box, and nothing is sent.
    await user.type(main().getByLabelText('New term'), ORDER_TERM_SEED[0]!.toUpperCase());
    await user.click(main().getByRole('button', { name: 'Add term' }));
    expect(await main().findByText('This is already term 1.')).toBeVisible();
    expect(await bodiesTo(API.save)).toEqual([]);

    await user.clear(main().getByLabelText('New term'));
    await user.type(main().getByLabelText('New term'), `  ${NEW_TERM} `);
    await user.click(main().getByRole('button', { name: 'Add term' }));
    await waitFor(() => expect(shownTerms()).toHaveLength(5));
    expect(shownTerms()[4]).toEqual(['5', NEW_TERM]);
    expect(main().getByLabelText('New term')).toHaveValue('');
    expect(await bodiesTo(API.save)).toEqual([
      expect.objectContaining({ term: { term: NEW_TERM, slno: null }, traCheck: 1 }),
    ]);

    await user.click(main().getByRole('button', { name: 'Delete term 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order term' });
    expect(dialog).toHaveTextContent(ORDER_TERM_SEED[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownTerms().map(([slno]) => slno)).toEqual(['1', '3', '4', '5']));
    expect((await bodiesTo(API.save))[1]).toMatchObject({ term: { term: ORDER_TERM_SEED[1], slno: 2 }, traCheck: 3 });

    // The purchase order forms read the master's terms with their requirements.
    const expected = [1, 3, 4]
      .map((slno) => ({ slno, term: ORDER_TERM_SEED[slno - 1] }))
      .concat({ slno: 5, term: NEW_TERM });
    const order = await dataProvider.read<{ terms: unknown[] }>(BULK_ORDER_ENDPOINTS.orderRequirements);
    const bulk = await dataProvider.read<{ terms: unknown[] }>(BULK_ORDER_ENDPOINTS.requirements);
    expect(order.terms).toEqual(expected);
    expect(bulk.terms).toEqual(expected);
  });

  it('numbers a term after the highest, refuses a blank or repeated term and a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    expect(await save('Payment by bank transfer only.', null, 1)).toMatchObject({ result: 'OK', recordId: 5 });
    expect(await save('', 4, 3)).toMatchObject({ result: 'OK' });
    // Slno is the highest + 1: the deleted 4 is below 5, so the next is 6.
    expect(await save('Invoices in duplicate.', null, 1)).toMatchObject({ recordId: 6 });
    expect(await refusalOf(save('   ', null, 1))).toBe('Type the term.');
    expect(await refusalOf(save(' payment BY bank  transfer only. ', null, 1))).toBe('This is already term 5.');
    expect(await refusalOf(save('', 4, 3))).toBe('This term is no longer there: it may have been deleted already.');
    const listed = await dataProvider.list<{ slno: number }>(API.list);
    expect(listed.map((term) => term.slno)).toEqual([1, 2, 3, 5, 6]);

    await signInAs(COMPANY, 'staff');
    expect(await refusalOf(save('Goods insured by the supplier.', null, 1))).toBe(NOT_AUTHORISED);
    const read = await dataProvider.list(API.list).catch((error: unknown) => error);
    expect((read as ApiError).status).toBe(403);
  });
});
