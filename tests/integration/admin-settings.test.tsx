import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { addYears, format, subMonths } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { verifyLogin } from '../../src/lib/api/login-api';
import { activities } from '../../src/mocks/core/activity-log';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { IMAGE_TOO_LARGE } from '../../src/modules/admin/settings/letter-rules';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { recordFromAnswer, recordToWire } from '../../src/engine/wire-shape';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const SYSTEM = '/applayout-sidebar-large/admin/system';
const callsTo = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
const bodiesTo = (endpoint: string) =>
  Promise.all(callsTo(endpoint).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
const group = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
const logOf = async (reference: string) =>
  (await activities(1010))
    .filter((row) => row.module === 'admin' && row.reference === reference)
    .map((row) => `${row.user}: ${row.subject}: ${row.detail}`);

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

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

describe('system settings: mails', () => {
  it('marks wrong addresses beside the fields, saves through SetPurMailSettings and reads them back', async () => {
    const session = await signInAs(1010, 'admin');
    const { user } = renderApp(SYSTEM);
    await screen.findByRole('button', { name: 'Save mail settings' }, { timeout: 8000 });
    expect(await bodiesTo(ADMIN_ENDPOINTS.mailSettings)).toEqual([session.usr]);
    const orders = group('Orders');
    await user.type(within(orders).getByLabelText('From address'), 'purchase@spiceroute');
    await user.click(within(orders).getByLabelText('Send automatically'));
    await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
    // The form checks its values before it marks them (as a person sees it, a moment after the click).
    await waitFor(() =>
      expect(within(orders).getByLabelText('From address')).toHaveAccessibleDescription(
        'Enter an e-mail address, e.g. purchase@example.in.',
      ),
    );
    expect(within(orders).getByLabelText('Subject')).toHaveAccessibleDescription('Enter the subject of the mails.');
    expect(callsTo(ADMIN_ENDPOINTS.saveMailSettings)).toHaveLength(0);

    await user.type(within(orders).getByLabelText('From address'), '.in');
    await user.type(within(orders).getByLabelText('Copy to (cc)'), 'stores@spiceroute.in ; accounts@spiceroute.in');
    await user.type(within(orders).getByLabelText('Subject'), 'Our purchase order');
    await user.dblClick(screen.getByRole('button', { name: 'Save mail settings' }));
    await waitFor(() => expect(callsTo(ADMIN_ENDPOINTS.saveMailSettings)).toHaveLength(1));
    const empty = (mailType: string) => ({
      mailType,
      fromAddress: '',
      ccAddress: '',
      subject: '',
      sendAutomatically: false,
    });
    const order = {
      mailType: 'ORD',
      fromAddress: 'purchase@spiceroute.in',
      ccAddress: 'stores@spiceroute.in, accounts@spiceroute.in',
      subject: 'Our purchase order',
      sendAutomatically: true,
    };
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveMailSettings)).toEqual([
      { mails: [empty('ENQ'), empty('QUO'), order], usr: session.usr },
    ]);
    await waitFor(() =>
      expect(within(orders).getByLabelText('Copy to (cc)')).toHaveValue('stores@spiceroute.in, accounts@spiceroute.in'),
    );
    expect(await dataProvider.list(ADMIN_ENDPOINTS.mailSettings)).toEqual([empty('ENQ'), empty('QUO'), order]);
    expect(await logOf('mails')).toEqual(['admin: Mail settings: Changed the mails for Orders']);
  });

  it('the server checks the addresses itself', async () => {
    await signInAs(1010, 'admin');
    const save = (mails: unknown) => dataProvider.write(ADMIN_ENDPOINTS.saveMailSettings, { mails });
    const wrong = await refusal(
      save([
        {
          mailType: 'QUO',
          fromAddress: 'sales@spiceroute.in',
          ccAddress: 'a@b.in, not-an-address',
          subject: 'Quote',
          sendAutomatically: false,
        },
      ]),
    );
    expect(wrong.fieldErrors).toEqual({
      'mails.0.ccAddress': 'Enter e-mail addresses separated by commas, e.g. stores@example.in, accounts@example.in.',
    });
    expect(
      (
        await refusal(
          save([{ mailType: 'INV', fromAddress: '', ccAddress: '', subject: '', sendAutomatically: false }]),
        )
      ).message,
    ).toBe('Unknown mail type INV: the types are ENQ, QUO and ORD.');
    expect(await logOf('mails')).toEqual([]);
  });
});

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0))], 'stamp.png', { type: 'image/png' });

describe('system settings: one part opened from another menu', () => {
  it('opens at the order covering letter, focused on its heading, as the procurement setup menu asks', async () => {
    await signInAs(1010, 'admin');
    renderApp(`${SYSTEM}?section=covering-letters&letter=PUR_ORD`);
    const heading = await screen.findByRole('heading', { name: 'Covering letters' }, { timeout: 8000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Letter type')).toHaveValue('PUR_ORD');
    expect(await screen.findByRole('button', { name: 'Save the order letter' })).toBeInTheDocument();
  });
});

describe('system settings: covering letters', () => {
  it('writes the order letter with an image through SetMisCoveringLetterDetails and reads it back by type', async () => {
    const session = await signInAs(1010, 'admin');
    const { user } = renderApp(SYSTEM);
    await user.selectOptions(await screen.findByLabelText('Letter type', undefined, { timeout: 8000 }), 'PUR_ORD');
    const subject = await screen.findByLabelText('Subject', { selector: '#letter-subject' });
    await waitFor(async () =>
      expect(await bodiesTo(ADMIN_ENDPOINTS.coveringLetters)).toContainEqual({ detail: 'PUR_ORD', usr: session.usr }),
    );

    await user.click(screen.getByRole('button', { name: 'Save the order letter' }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Enter the subject of the letter.'));
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription('Enter the text of the letter.');
    expect(callsTo(ADMIN_ENDPOINTS.saveCoveringLetter)).toHaveLength(0);

    await user.type(subject, 'Purchase order enclosed');
    await user.type(screen.getByLabelText('Salutation'), 'Dear Supplier,');
    await user.type(screen.getByLabelText('Body'), 'Please find our order attached.{enter}Deliver by the date shown.');
    await user.upload(screen.getByLabelText('Image (optional)'), pngFile());
    expect(await screen.findByRole('img', { name: 'Image (optional): preview' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG}`,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Save the order letter' }));
    await waitFor(() => expect(callsTo(ADMIN_ENDPOINTS.saveCoveringLetter)).toHaveLength(1));
    const letter = {
      type: 'PUR_ORD',
      subject: 'Purchase order enclosed',
      salutation: 'Dear Supplier,',
      body: 'Please find our order attached.\nDeliver by the date shown.',
      image: `data:image/png;base64,${PNG}`,
    };
    expect(await bodiesTo(ADMIN_ENDPOINTS.saveCoveringLetter)).toEqual([{ detail: letter, usr: session.usr }]);
    await waitFor(async () =>
      expect(await logOf('PUR_ORD')).toEqual([
        'admin: Covering letter: Saved the order covering letter "Purchase order enclosed" with an image',
      ]),
    );
    expect(await dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ORD' })).toEqual(letter);
    expect(await dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ENQ' })).toBeNull();

    // The enquiry letter is empty; back on the order letter, what was saved shows.
    await user.selectOptions(screen.getByLabelText('Letter type'), 'PUR_ENQ');
    await waitFor(() => expect(screen.getByLabelText('Subject', { selector: '#letter-subject' })).toHaveValue(''));
    await user.selectOptions(screen.getByLabelText('Letter type'), 'PUR_ORD');
    await waitFor(() =>
      expect(screen.getByLabelText('Subject', { selector: '#letter-subject' })).toHaveValue('Purchase order enclosed'),
    );
  });

  it('the server refuses an image over 300 kB and an unknown type', async () => {
    await signInAs(1010, 'admin');
    const save = (detail: unknown) => dataProvider.write(ADMIN_ENDPOINTS.saveCoveringLetter, { detail });
    const big = await refusal(
      save({
        type: 'PUR_ENQ',
        subject: 'Enquiry',
        salutation: 'Dear Sir,',
        body: 'Quote please.',
        image: `data:image/png;base64,${'A'.repeat(400_000)}`,
      }),
    );
    expect(big.fieldErrors).toEqual({ image: IMAGE_TOO_LARGE });
    expect((await refusal(save({ type: 'QUO', subject: 'x', salutation: 'x', body: 'x' }))).message).toBe(
      'Unknown letter type QUO: the types are PUR_ENQ and PUR_ORD.',
    );
    expect(await dataProvider.report(ADMIN_ENDPOINTS.coveringLetters, { detail: 'PUR_ENQ' })).toBeNull();
  });
});
