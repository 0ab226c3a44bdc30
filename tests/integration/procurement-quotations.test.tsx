import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { SetupEntry } from '../../src/lib/session/session-types';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { ENQUIRY_ENDPOINTS } from '../../src/modules/procurement/enquiries/enquiry-endpoints';
import type { EnquiryHeader, EnquiryRequirements } from '../../src/modules/procurement/enquiries/enquiry-types';
import { QUOTATION_ENDPOINTS as API } from '../../src/modules/procurement/quotations/quotation-endpoints';
import type { QuotationAnswer, QuotationHeader } from '../../src/modules/procurement/quotations/quotation-types';
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
const period = { frmDate: '01-Jan-2000', toDate: today };

async function approvals(values: Record<string, 1 | 2>) {
  const sets = await dataProvider.list<SetupEntry>(ADMIN_ENDPOINTS.setupDetails);
  await dataProvider.write('api/PurSettings/SetPurSetupDetails', {
    sets: sets.map((entry) => (entry.setupCode in values ? { ...entry, setupValue: values[entry.setupCode] } : entry)),
  });
}

describe('purchase quotations', () => {
  it('saves a quotation against an enquiry with exact totals, pending under pur_quo 2; approved, it is the cheapest in the comparison', async () => {
    await signInAs(COMPANY, 'admin');
    await approvals({ pur_enq: 1, pur_quo: 2 });
    const needs = await dataProvider.read<EnquiryRequirements>(ENQUIRY_ENDPOINTS.requirements);
    const supplier = needs.suppliers[3]!;
    const item = needs.materials[0]!;
    const address = needs.addresses.find((row) => row.recordid === supplier.recordid)!;
    await dataProvider.write(ENQUIRY_ENDPOINTS.save, {
      header: { recordId: 0, dat: today },
      supps: [{ supcode: supplier.recordid, addr: address.addressname }],
      lines: [{ itemId: item.itemid, itemDescription: '', qty: 3, uom: null }],
      notes: null,
      traCheck: 1,
    });
    const enquiry = (await dataProvider.report<EnquiryHeader[]>(ENQUIRY_ENDPOINTS.list, period)).find(
      (row) => row.vendorid === supplier.recordid && row.dat === today,
    )!;

    const { user, unmount } = renderApp(`${ROOT}/pur-quotations`);
    await user.click(await screen.findByRole('button', { name: 'New quotation' }, { timeout: 8000 }));
    await main().findByRole('heading', { name: 'New purchase quotation' }, { timeout: 8000 });
    await user.selectOptions(main().getByLabelText('Against enquiry'), `${enquiry.seq} — ${supplier.supplier}`);
    expect(main().getByLabelText('Item, line 1')).toHaveValue(item.itemid);
    await waitFor(() => expect(main().getByLabelText('Quantity, line 1')).toHaveValue(3));
    await user.type(main().getByLabelText('Rate, line 1'), '12.35');
    await user.clear(main().getByLabelText('Lead days, line 1'));
    await user.type(main().getByLabelText('Lead days, line 1'), '2');
    await user.click(main().getByLabelText('GST5-C (2.5%)'));
    await user.click(main().getByLabelText('GST5-S (2.5%)'));
    await user.type(main().getByLabelText('Discount (₹)'), '10.50');
    await user.type(main().getByLabelText('Other charges (₹)'), '25');
    // 3 × 12.35 = 37.05; 2.5 % of it is 0.92625, 0.93 each; 37.05 + 1.86 − 10.50 + 25 = 53.41.
    const totals = main().getByLabelText('Totals');
    expect(totals).toHaveTextContent('Total53.41');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/^Purchase quotation PQ\d{2}-\d{5} saved\.$/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await main().findByRole('heading', { name: 'Purchase quotations' }, { timeout: 8000 });

    const saved = (await dataProvider.report<QuotationHeader[]>(API.list, period)).find(
      (row) => row.refQuotationId === enquiry.recordId,
    )!;
    expect(saved.seq).toMatch(/^PQ\d{2}-\d{5}$/);
    expect(
      (await main().findByRole('rowheader', { name: saved.seq }, { timeout: 8000 })).closest('tr'),
    ).toHaveTextContent('Pending approval');
    expect(saved).toMatchObject({
      refQuotation: enquiry.seq,
      vendorid: supplier.recordid,
      addr: address.addr,
      baseamt: 37.05,
      taxes: 1.86,
      discount: 10.5,
      others: 25,
      totalAmt: 53.41,
      pos: 1,
    });
    const answer = (await dataProvider.get<QuotationAnswer>(API.one, String(saved.recordId)))!;
    expect(answer.lines).toMatchObject([{ itemId: item.itemid, qty: 3, rat: 12.35, leadDays: 2 }]);
    expect(answer.taxes.map((tax) => tax.taxValue)).toEqual([0.93, 0.93]);
    unmount();

    const queue = renderApp(`${ROOT}/pur-quotation-approvals`);
    await queue.user.click(await screen.findByRole('button', { name: `Approve ${saved.seq}` }, { timeout: 8000 }));
    expect(
      await screen.findByText(`Purchase quotation ${saved.seq} approved.`, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('button', { name: `Approve ${saved.seq}` })).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
    queue.unmount();

    const comparison = renderApp(`${ROOT}/pur-quotation-comparison`);
    await comparison.user.click(await screen.findByLabelText(item.itemname, undefined, { timeout: 8000 }));
    const table = screen.getByRole('table', { name: `Offers for ${item.itemname}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(1);
    const ours = within(table).getByRole('rowheader', { name: supplier.supplier }).closest('tr')!;
    expect(ours).toHaveTextContent('Cheapest');
    expect(ours).toHaveTextContent('12.35');
    expect(rows.filter((row) => row.textContent?.includes('Cheapest'))).toHaveLength(1);
    await approvals({ pur_quo: 1 });
  });

  it('refuses, not rounds, a discount or other charges with more than two decimals and a quantity with more than three', {
    timeout: 30_000,
  }, async () => {
    await signInAs(COMPANY, 'admin');
    const needs = await dataProvider.read<EnquiryRequirements>(ENQUIRY_ENDPOINTS.requirements);
    const line = { itemId: needs.materials[0]!.itemid, itemDescription: '', qty: 1.0005, leadDays: 1, um: '', rat: 10 };
    const body = {
      header: { recordId: 0, dat: today, vendorid: needs.suppliers[0]!.recordid, discount: 1.005, others: 2.001 },
      lines: [line],
      terms: [],
      taxes: [],
      imgs: [],
      traCheck: 1,
    };
    const refused = await dataProvider.write(API.save, body).then(
      () => ({}),
      (error: { fieldErrors?: Record<string, string> }) => error.fieldErrors ?? {},
    );
    expect(Object.keys(refused).sort()).toEqual(['discount', 'lines.0.qty', 'others']);
  });

  it('refuses a user without the right', { timeout: 30_000 }, async () => {
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(`${ROOT}/pur-quotation-comparison`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 8000 }),
    ).toBeVisible();
    unmount();
    const body = {
      header: { recordId: 0, dat: today, vendorid: 'SUP-001' },
      lines: [],
      terms: [],
      taxes: [],
      imgs: [],
      traCheck: 1,
    };
    await expect(dataProvider.write(API.save, body)).rejects.toThrow(NOT_AUTHORISED);
    await expect(dataProvider.action(API.approve, '1')).rejects.toThrow(NOT_AUTHORISED);
    await expect(dataProvider.report(API.list, period)).rejects.toThrow();
  });
});
