import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ACCOUNTS_STORE } from '../../src/mocks/core/accounting/store-names';
import { activities } from '../../src/mocks/core/activity-log';
import { deleteRecord } from '../../src/mocks/core/record-store';
import { NOT_AUTHORISED, READ_FORBIDDEN } from '../../src/mocks/core/sessions/authorise';
import {
  companyPurchasePostingCodes,
  purchaseAccountAssignments,
  purchaseAccountMapping,
} from '../../src/mocks/procurement/account-assign-store';
import { ACCOUNT_ASSIGN_ENDPOINTS as API } from '../../src/modules/procurement/account-settings/account-assign-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const PAGE = '/applayout-sidebar-large/procurement/pur-acc-settings';
const callsTo = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
const bodiesTo = (endpoint: string) =>
  Promise.all(callsTo(endpoint).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
const picker = (what: string) => screen.getByLabelText(`Account for ${what}`);
const shownIn = (what: string) => picker(what).closest('td')!;

async function choose(user: UserEvent, what: string, code: string, name: string) {
  await user.click(picker(what));
  await user.type(picker(what), code);
  await screen.findByRole('option', { name: `${name} (${code})` });
  await user.keyboard('{Enter}');
  expect(within(shownIn(what)).getByText(`${name} (${code})`)).toBeInTheDocument();
}

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

describe('purchase accounts settings', () => {
  it('maps every posting code of 1002 and 1003 from their own charts', async () => {
    for (const company of [1002, 1003]) {
      const codes = (await companyPurchasePostingCodes(company)).map((row) => row.transcode);
      const mapping = await purchaseAccountMapping(company);
      expect(
        codes.filter((code) => !mapping.has(code)),
        String(company),
      ).toEqual([]);
      expect(
        Object.fromEntries(
          [
            'PUR_DIS',
            'PUR_OTH',
            'PUR_GST18-C@9',
            'PUR_GST18-S@9',
            'PUR_GST18-I@18',
            'PUR_VAT-14@14.5',
            'PUR_CAS',
            'PUR_BAN',
            'PUR_MOB',
            'PUR_CRP',
            'PUR_VOU',
            'PUR_PRT',
            'PUR_CNT',
          ].map((code) => [code, mapping.get(code)]),
        ),
      ).toEqual({
        PUR_DIS: 'AC204',
        PUR_OTH: 'AC302',
        'PUR_GST18-C@9': 'AC501',
        'PUR_GST18-S@9': 'AC502',
        'PUR_GST18-I@18': 'AC503',
        'PUR_VAT-14@14.5': 'AC301',
        PUR_CAS: 'AC001',
        PUR_BAN: 'AC002',
        PUR_MOB: 'AC004',
        PUR_CRP: 'AC950',
        PUR_VOU: 'AC702',
        PUR_PRT: 'AC301',
        PUR_CNT: 'AC204',
      });
    }
    expect((await purchaseAccountMapping(1002)).get('PUR_PUR@GRC')).toBe('AC301');
    expect((await purchaseAccountMapping(1003)).get('PUR_PUR@STL')).toBe('AC301');
  });

  it('shows the seeded mapping, filters the unmapped codes, and saves a change once with one log row per changed code', async () => {
    const session = await signInAs(1002, 'admin');
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase accounts settings' })).toBeInTheDocument();
    await screen.findByLabelText('Account for Discount on purchases', undefined, { timeout: 8000 });
    expect(await bodiesTo(API.purchases)).toEqual([session.usr]);
    const table = screen.getByRole('table', { name: 'Purchase posting codes and their accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Posting code', 'What it posts', 'Account']);
    expect(
      await within(shownIn('Discount on purchases')).findByText('Discount received (AC204)', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(within(shownIn('Purchases of Groceries')).getByText('Purchases (AC301)')).toBeInTheDocument();
    expect(within(shownIn('GST18-C 9% on purchases')).getByText('CGST payable (AC501)')).toBeInTheDocument();
    expect(screen.getByText('0 codes unmapped')).toBeInTheDocument();

    const seeded = await purchaseAccountAssignments(1002);
    await choose(user, 'Other charges on purchases', 'AC303', 'Power and fuel');
    await user.click(picker('Discount on purchases'));
    await user.keyboard('{Backspace}{Escape}');
    expect(screen.getByText('1 code unmapped')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Show only unmapped'));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(picker('Discount on purchases')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Show only unmapped'));
    expect(within(shownIn('Discount on purchases')).queryByText('Discount received (AC204)')).not.toBeInTheDocument();
    expect(within(shownIn('Discount on purchases')).getByText('Not mapped: type to search…')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The purchase accounts are saved.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(callsTo(API.save)).toHaveLength(1);
    const list = seeded
      .filter((row) => row.transcode !== 'PUR_DIS')
      .map((row) => (row.transcode === 'PUR_OTH' ? { ...row, account: 'AC303' } : row));
    expect(await bodiesTo(API.save)).toEqual([{ list, usr: session.usr }]);
    const mapping = await purchaseAccountMapping(1002);
    expect([mapping.get('PUR_OTH'), mapping.has('PUR_DIS'), mapping.get('PUR_VOU')]).toEqual(['AC303', false, 'AC702']);
    const log = (await activities(1002))
      .filter((row) => row.module === 'procurement')
      .map((row) => `${row.user}: ${row.subject}: ${row.detail}`);
    expect(log.sort()).toEqual([
      'admin: Purchase account mapping: PUR_DIS: Discount received (AC204) → not mapped',
      'admin: Purchase account mapping: PUR_OTH: Freight inward (AC302) → Power and fuel (AC303)',
    ]);
  });

  it('keeps the input on a network failure, shows the server refusal, and asks before leaving unsaved', async () => {
    await signInAs(1003, 'admin');
    const { user, router, pathname } = renderApp(PAGE);
    await screen.findByLabelText('Account for Other charges on purchases', undefined, { timeout: 8000 });
    await within(shownIn('Other charges on purchases')).findByText('Freight inward (AC302)', undefined, {
      timeout: 8000,
    });
    await choose(user, 'Other charges on purchases', 'AC303', 'Power and fuel');

    server.use(http.post(`*/${API.save}`, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Network Error please check your connection', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(shownIn('Other charges on purchases')).getByText('Power and fuel (AC303)')).toBeInTheDocument();

    // Someone removes the chosen account meanwhile: the server refuses with its reason; the choice stays.
    await deleteRecord(ACCOUNTS_STORE.accounts, 1003, 'AC303');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const said = await screen.findByText(
      'Not saved. PUR_OTH: there is no account AC303 in the chart of accounts.',
      undefined,
      { timeout: 8000 },
    );
    expect(said).toHaveAttribute('role', 'alert');
    expect(within(shownIn('Other charges on purchases')).getByText('Power and fuel (AC303)')).toBeInTheDocument();
    expect((await purchaseAccountMapping(1003)).get('PUR_OTH')).toBe('AC302');

    await act(() => router.navigate('/applayout-sidebar-large/procurement/pur-taxassignings'));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(pathname()).toBe(PAGE);
  });

  it('refuses unknown codes, accounts and modules all at once, and a staff user without the right', async () => {
    await signInAs(1002, 'admin');
    const save = (list: unknown) => dataProvider.write(API.save, { list });
    const wrong = await refusal(
      save([
        { module: 'PUR', transcode: 'PUR_DIS', account: 'AC999' },
        { module: 'PUR', transcode: 'pur_discount', account: 'AC204' },
        { module: 'SAL', transcode: 'PUR_OTH', account: 'AC302' },
      ]),
    );
    expect(wrong.message).toBe(
      'Not saved. PUR_DIS: there is no account AC999 in the chart of accounts. pur_discount is not a purchase posting code. PUR_OTH: module SAL is not PUR; only purchase rows are set here.',
    );
    expect((await purchaseAccountMapping(1002)).get('PUR_DIS')).toBe('AC204');

    await signInAs(1002, 'staff');
    expect((await refusal(save([{ module: 'PUR', transcode: 'PUR_DIS', account: 'AC203' }]))).message).toBe(
      NOT_AUTHORISED,
    );
    expect((await refusal(dataProvider.list(API.purchases))).message).toBe(READ_FORBIDDEN);
    expect((await purchaseAccountMapping(1002)).get('PUR_DIS')).toBe('AC204');
    renderApp(PAGE);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(callsTo(API.purchases)).toHaveLength(1);
  });
});
