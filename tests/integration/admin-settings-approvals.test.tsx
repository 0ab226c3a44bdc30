import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { addYears, format, subMonths } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { verifyLogin } from '../../src/lib/api/login-api';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { recordFromAnswer, recordToWire } from '../../src/engine/wire-shape';
import { logOf, refusal, SYSTEM, sentTo } from './support/admin-settings';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
const { callsTo, bodiesTo } = sentTo(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const region = (name: string) => screen.getByRole('region', { name });

/** The seeded settings with purchase orders set to `orders` (1 no approval, 2 approval). */
const setsWith = (orders: 1 | 2) => [
  { branchId: 'PUR', setupCode: 'pur_req', setupDescription: 'Purchase requests need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_enq', setupDescription: 'Purchase enquiries need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_quo', setupDescription: 'Purchase quotations need approval', setupValue: 1 },
  { branchId: 'PUR', setupCode: 'pur_ord', setupDescription: 'Purchase orders need approval', setupValue: orders },
  { branchId: 'CRM', setupCode: 'crm_enq', setupDescription: 'Sales enquiries need approval', setupValue: 1 },
  { branchId: 'CRM', setupCode: 'crm_quo', setupDescription: 'Sales quotations need approval', setupValue: 2 },
  { branchId: 'CRM', setupCode: 'crm_ord', setupDescription: 'Sales orders need approval', setupValue: 2 },
  {
    branchId: 'ACC',
    setupCode: 'acc_short',
    setupDescription: 'Cash below zero and banks beyond their overdraft: refused',
    setupValue: 1,
  },
];

async function newOrderStatus(): Promise<unknown> {
  const saved = await dataProvider.write(PURCHASE_ORDERS.endpoints.save, {
    ...recordToWire(PURCHASE_ORDERS, PURCHASE_ORDERS.example),
    traCheck: 1,
  });
  const order = recordFromAnswer(
    PURCHASE_ORDERS,
    await dataProvider.get<Record<string, unknown>>(PURCHASE_ORDERS.endpoints.get!, String(saved.recordId)),
  );
  return order?.pos;
}

describe('system settings: approvals', () => {
  it('turns purchase-order approval off and on through GetPurSetupDetails / SetPurSetupDetails; new orders and the next sign-in follow', async () => {
    const session = await signInAs(1010, 'admin');
    const { user } = renderApp(SYSTEM);
    const orders = await screen.findByLabelText('Purchase orders: approval required', undefined, { timeout: 8000 });
    expect(await bodiesTo(ADMIN_ENDPOINTS.setupDetails)).toEqual([session.usr]);
    expect(orders).toBeChecked();
    expect(screen.getByLabelText('Purchase requests: approval required')).not.toBeChecked();
    expect(screen.getByLabelText('Sales orders: approval required')).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Accounts' })).getByLabelText(
        'Cash below zero and banks beyond their overdraft: refused',
      ),
    ).not.toBeChecked();

    await user.click(orders);
    await user.dblClick(screen.getByRole('button', { name: 'Save purchase approvals' }));
    // Saved once, and the screen says so before the test asks the server anything.
    expect(
      await screen.findByText('The purchase approvals are saved.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save purchase approvals' })).toBeEnabled();
    expect(callsTo(ADMIN_ENDPOINTS.saveSetupDetails)).toHaveLength(1);
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveSetupDetails)).toEqual([{ sets: setsWith(1), usr: session.usr }]);
    expect(await newOrderStatus()).toBe(2); // born approved
    const again = await verifyLogin({ customerCode: 1010, userName: 'admin', password: 'admin123' });
    expect(again?.sets).toEqual(setsWith(1));

    await user.click(orders);
    await user.click(screen.getByRole('button', { name: 'Save purchase approvals' }));
    await waitFor(() => expect(screen.getAllByText('The purchase approvals are saved.')).toHaveLength(2), {
      timeout: 8000,
    });
    expect(callsTo(ADMIN_ENDPOINTS.saveSetupDetails)).toHaveLength(2);
    await waitFor(async () =>
      expect((await bodiesTo(ADMIN_ENDPOINTS.saveSetupDetails))[1]).toEqual({ sets: setsWith(2), usr: session.usr }),
    );
    await waitFor(async () => expect(await logOf('sets')).toHaveLength(2));
    expect(await newOrderStatus()).toBe(1); // pending approval
    expect(await logOf('sets')).toEqual([
      'admin: Approval settings: Purchase orders: approval required → not required',
      'admin: Approval settings: Purchase orders: not required → approval required',
    ]);
  });

  it('asks before leaving with an unsaved switch, keeps it on a refusal, and saves the sales group alone', async () => {
    const session = await signInAs(1010, 'admin');
    // An expired licence (its last day a month ago): the server refuses the save with its reason.
    const expired = subMonths(new Date(), 1);
    await dataProvider.write(ADMIN_ENDPOINTS.saveLicence, {
      licence: { licensedUsers: 10, expiresOn: format(expired, 'yyyy-MM-dd') },
    });
    const { user, router, pathname } = renderApp(SYSTEM);
    const enquiries = await screen.findByLabelText('Sales enquiries: approval required', undefined, { timeout: 8000 });
    await user.click(enquiries);
    await act(() => router.navigate('/applayout-sidebar-large/admin/license'));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(pathname()).toBe(SYSTEM);
    expect(screen.getByLabelText('Sales enquiries: approval required')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save sales approvals' }));
    expect(await within(region('Sales (CRM) approvals')).findByRole('alert')).toHaveTextContent(
      `The licence expired on ${format(expired, 'dd-MMM-yyyy')}. Nothing can be saved until it is renewed; you can still read everything.`,
    );
    expect(screen.getByLabelText('Sales enquiries: approval required')).toBeChecked();

    // Renewed for a year from today: the same save goes through.
    await dataProvider.write(ADMIN_ENDPOINTS.saveLicence, {
      licence: { licensedUsers: 10, expiresOn: format(addYears(new Date(), 1), 'yyyy-MM-dd') },
    });
    await user.click(screen.getByRole('button', { name: 'Save sales approvals' }));
    await waitFor(() => expect(within(region('Sales (CRM) approvals')).queryByRole('alert')).not.toBeInTheDocument());
    const expected = setsWith(2).map((entry) => (entry.setupCode === 'crm_enq' ? { ...entry, setupValue: 2 } : entry));
    await waitFor(async () =>
      expect((await bodiesTo(ADMIN_ENDPOINTS.saveSetupDetails)).at(-1)).toEqual({ sets: expected, usr: session.usr }),
    );
    // The section is clean once the server has answered (on a busy machine that is after the request is seen).
    await screen.findByText('The sales approvals are saved.', undefined, { timeout: 8000 });
    await act(() => router.navigate('/applayout-sidebar-large/admin/license'));
    await screen.findByRole('heading', { level: 1, name: 'Licence' }, { timeout: 8000 });
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('refuses a wrong array and anyone but an administrator', async () => {
    await signInAs(1010, 'admin');
    const save = (sets: unknown) => dataProvider.write(ADMIN_ENDPOINTS.saveSetupDetails, { sets });
    expect(
      (
        await refusal(
          save(setsWith(1).map((entry) => (entry.setupCode === 'pur_req' ? { ...entry, setupValue: 3 } : entry))),
        )
      ).message,
    ).toBe('Setting pur_req is 1 (no approval) or 2 (approval required), not 3.');
    expect(
      (
        await refusal(
          save(setsWith(1).map((entry) => (entry.setupCode === 'crm_ord' ? { ...entry, branchId: 'PUR' } : entry))),
        )
      ).message,
    ).toBe('Setting crm_ord belongs to CRM, not PUR.');
    expect(
      (
        await refusal(
          save([...setsWith(1), { branchId: 'PUR', setupCode: 'pur_grn', setupDescription: '', setupValue: 1 }]),
        )
      ).message,
    ).toMatch(/^Unknown setting pur_grn/);
    expect((await refusal(save(setsWith(1).slice(0, 5)))).message).toBe(
      'Send every setting; missing: crm_quo, crm_ord, acc_short.',
    );
    expect(await dataProvider.list(ADMIN_ENDPOINTS.setupDetails)).toEqual(setsWith(2));

    await signInAs(1010, 'staff');
    expect((await refusal(save(setsWith(1)))).message).toBe(NOT_AUTHORISED);
    expect((await refusal(dataProvider.list(ADMIN_ENDPOINTS.setupDetails))).message).toBe(
      'You are not permitted to view this screen',
    );
    expect((await refusal(dataProvider.write(ADMIN_ENDPOINTS.saveMailSettings, { mails: [] }))).message).toBe(
      NOT_AUTHORISED,
    );
    expect((await refusal(dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ENQ' }))).message).toBe(
      'You are not permitted to view this screen',
    );
  });
});
