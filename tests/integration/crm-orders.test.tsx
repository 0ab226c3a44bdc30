import { configure, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { serverToday } from '../../src/mocks/core/server-dates';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { leadSummary, type LeadSummary } from '../../src/mocks/crm/lead-seam';
import { pendingToPlan } from '../../src/mocks/core/sales/order-pending';
import { storeCrmQuotation, storedCrmQuotations } from '../../src/mocks/crm/quotations/quotation-store';
import type {
  OrderAnswer,
  OrderRequirements,
  OrderSaveBody,
  PendingOrderRow,
} from '../../src/modules/crm/domain/order-types';
import { ORDER_ENDPOINTS as API } from '../../src/modules/crm/orders/order-endpoints';
import type { SaleRequirements } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1009;
const ROOT = '/applayout-sidebar-large/crm';
const main = () => within(document.getElementById('main-content')!);
const shown = () => waitFor(() => expect(document.getElementById('main-content')).not.toBeNull(), { timeout: 10_000 });
const day = (offset: number) => format(addDays(new Date(`${serverToday()}T00:00:00`), offset), 'yyyy-MM-dd');
const period = { frmDate: '01-Jan-2000', toDate: '31-Dec-2099' };

// An approved quotation of 1009 the orders read through the quotation store: 5 NOS at 1,200, valid until `validity`.
const quoted = { recordId: 904, seq: 'SQ26-00904', partyId: '', itemId: '', itemName: '' };
async function storeQuoted(validity: string, lead?: LeadSummary) {
  const template = (await storedCrmQuotations(COMPANY))[0]!;
  const party = lead
    ? { partyId: null, partyName: lead.company, enquiryno: lead.id }
    : { partyId: quoted.partyId, partyName: 'Quoted buyer', enquiryno: null };
  await storeCrmQuotation(COMPANY, {
    header: {
      ...template.header,
      recordId: quoted.recordId,
      seq: quoted.seq,
      dat: '2026-11-01',
      ...party,
      validity,
      pos: 3,
    },
    lines: [
      {
        ...template.lines[0]!,
        sno: 1,
        itemId: quoted.itemId,
        itemName: quoted.itemName,
        itemDescription: 'As quoted',
        qty: 5,
        um: 'NOS',
        rat: 1200,
        discPer: 0,
      },
    ],
    taxes: [],
    terms: [{ sno: 1, term: 'Rates as quoted.' }],
  });
}

async function quote(validity: string) {
  await signInAs(COMPANY, 'admin');
  const requirements = await dataProvider.read<OrderRequirements>(API.requirements);
  const item = requirements.materials[0]!;
  Object.assign(quoted, { partyId: requirements.customers[0]!.code, itemId: item.itemid, itemName: item.itemname });
  await storeQuoted(validity);
  return requirements;
}

async function openLead(): Promise<LeadSummary> {
  for (let id = 1; id <= 60; id += 1) {
    const lead = await leadSummary(COMPANY, id);
    if (lead && lead.type_lead_cus === 'Lead' && !lead.party_id && lead.company) return lead;
  }
  throw new Error('1009 has no open lead to order');
}

describe('sale orders', () => {
  it('orders an approved quotation; after its validity the save is refused and the input kept; above its quantity refused', async () => {
    await quote(day(2));
    const form = renderApp(`${ROOT}/crm-orders?record=new`);
    await shown();
    await main().findByRole('heading', { name: 'New sale order' }, { timeout: 10_000 });
    await form.user.selectOptions(main().getByLabelText('From quotation'), `${quoted.seq} — Quoted buyer`);
    await waitFor(() => expect(main().getByLabelText('Quantity, line 1')).toHaveValue(5));
    await form.user.clear(main().getByLabelText('Quantity, line 1'));
    await form.user.type(main().getByLabelText('Quantity, line 1'), '4');
    await storeQuoted(day(-1));
    await form.user.click(main().getByRole('button', { name: 'Save' }));
    expect(
      await main().findByText(`Quotation ${quoted.seq} was valid until ${formatDate(day(-1))}.`, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(main().getByLabelText('Quantity, line 1')).toHaveValue(4);
    await storeQuoted(day(2));
    await form.user.click(main().getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText(/^Sale order SO\d{2}-\d{2}\/\d{4} saved\.$/, undefined, { timeout: 10_000 });
    const seq = /SO\d{2}-\d{2}\/\d{4}/.exec(toast.textContent ?? '')![0];
    await main().findByRole('heading', { name: 'Sales orders' }, { timeout: 10_000 });
    expect(await main().findByRole('rowheader', { name: seq }, { timeout: 10_000 })).toBeInTheDocument();
    form.unmount();

    const tooMany: OrderSaveBody = {
      header: {
        recordId: 0,
        saleType: '',
        validity: null,
        reference: '',
        partyId: quoted.partyId,
        quotationno: quoted.seq,
        modeofpayment: 'CREDIT',
        refEmployee: '',
      },
      lines: [
        {
          itemId: quoted.itemId,
          itemDescription: '',
          qty: 6,
          um: '',
          rat: 1200,
          discPer: 0,
          reqdBy: null,
        },
      ],
      terms: [],
      taxes: [],
      advances: [],
      traCheck: 1,
    };
    await expect(dataProvider.write(API.save, { ...tooMany })).rejects.toMatchObject({
      fieldErrors: { 'lines.0.qty': `Quotation ${quoted.seq} quotes 5 NOS of ${quoted.itemName}; order at most that.` },
    });
  });

  it("offers only the chosen customer's quotations", async () => {
    const requirements = await quote(day(2));
    const other = requirements.customers.find((row) => row.code !== quoted.partyId)!;
    const form = renderApp(`${ROOT}/crm-orders?record=new`);
    await shown();
    await main().findByRole('heading', { name: 'New sale order' }, { timeout: 10_000 });
    const offered = () =>
      within(main().getByLabelText('From quotation'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(offered()).toContain(`${quoted.seq} — Quoted buyer`);
    await form.user.selectOptions(main().getByLabelText('Customer'), other.code);
    expect(offered()).not.toContain(`${quoted.seq} — Quoted buyer`);
    await form.user.selectOptions(main().getByLabelText('Customer'), quoted.partyId);
    expect(offered()).toContain(`${quoted.seq} — Quoted buyer`);
  });

  it('staff orders, only the administrator approves (once); the invoice and the reports then list its pending line', async () => {
    const requirements = await quote(day(2));
    await signInAs(COMPANY, 'staff');
    const [first, second] = requirements.materials;
    const body: OrderSaveBody = {
      header: {
        recordId: 0,
        saleType: '',
        validity: null,
        reference: 'PO-7781',
        partyId: requirements.customers[1]!.code,
        quotationno: '',
        modeofpayment: 'CREDIT',
        refEmployee: '',
      },
      lines: [
        {
          itemId: first!.itemid,
          itemDescription: '',
          qty: 3,
          um: '',
          rat: 100.5,
          discPer: 10,
          reqdBy: null,
        },
        {
          itemId: second!.itemid,
          itemDescription: '',
          qty: 2,
          um: '',
          rat: 40,
          discPer: 0,
          reqdBy: null,
        },
      ],
      terms: [{ term: 'Delivery at site.' }],
      taxes: [{ taxcode: requirements.taxes[0]!.code }],
      advances: [],
      traCheck: 1,
    };
    const saved = await dataProvider.write(API.save, { ...body });
    const recordId = Number(saved.recordId);
    const order = (await dataProvider.get<OrderAnswer>(API.one, String(recordId)))!;
    expect(order.header).toMatchObject({ pos: 1, dat: serverToday(), baseamt: 351.35, partyId: body.header.partyId });
    await expect(dataProvider.action(API.approve, String(recordId))).rejects.toMatchObject({ message: NOT_AUTHORISED });

    await signInAs(COMPANY, 'admin');
    const page = renderApp(`${ROOT}/crm-order-approval`);
    await shown();
    await page.user.click(
      await main().findByRole('button', { name: `Approve ${order.header.seq}` }, { timeout: 10_000 }),
    );
    await screen.findByText(`Sale order ${order.header.seq} approved.`, undefined, { timeout: 10_000 });
    page.unmount();
    await expect(dataProvider.action(API.approve, String(recordId))).rejects.toMatchObject({
      message: `Sale order ${order.header.seq} is already approved.`,
    });

    const invoice = await dataProvider.read<SaleRequirements>('api/SaleDespatches/GetSaleRequirements');
    expect(invoice.materials.filter((line) => line.soid === recordId).map((line) => [line.sno, line.pending])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    const pending = await dataProvider.report<PendingOrderRow[]>(API.pendingLines, period);
    expect(
      pending
        .filter((row) => row.soid === recordId)
        .map((row) => [row.itemName, row.ordered, row.invoiced, row.pending]),
    ).toEqual([
      [first!.itemname, 3, 0, 3],
      [second!.itemname, 2, 0, 2],
    ]);
    expect(
      (await pendingToPlan(COMPANY, new Set([`${recordId}|1`])))
        .filter((row) => row.soid === recordId)
        .map((row) => row.sno),
    ).toEqual([2]);

    const report = renderApp(`${ROOT}/crm-rep-pending-orders?from=2000-01-01&to=2099-12-31`);
    await shown();
    expect((await main().findAllByRole('rowheader', { name: order.header.seq }, { timeout: 10_000 })).length).toBe(2);
    report.unmount();
    // The seeded orders: one approved with lines to invoice, one waiting.
    expect((await dataProvider.report<Array<{ pos: number }>>(API.list, period)).map((row) => row.pos)).toEqual(
      expect.arrayContaining([1, 3]),
    );
    // 1003's two approved orders for its machined parts wait to be planned.
    const toPlan = await pendingToPlan(1003, new Set());
    expect(new Set(toPlan.map((row) => row.seq)).size).toBe(2);
    expect(toPlan.every((row) => row.itemname.includes('(machined)') && row.pending === row.qty)).toBe(true);
  });

  it("orders a lead's quotation: the lead becomes a customer linked to its party, and a second order keeps that party", async () => {
    await quote(day(2));
    const lead = await openLead();
    await storeQuoted(day(2), lead);
    const form = renderApp(`${ROOT}/crm-orders?record=new`);
    await shown();
    await main().findByRole('heading', { name: 'New sale order' }, { timeout: 10_000 });
    await form.user.selectOptions(main().getByLabelText('From quotation'), `${quoted.seq} — ${lead.company}`);
    expect(
      main().getByText(
        new RegExp(
          `^Quotation ${quoted.seq} was made for the lead ${lead.company}: saving the order makes the lead a customer`,
        ),
      ),
    ).toBeInTheDocument();
    expect(main().getByLabelText('Customer')).toHaveValue('');
    await form.user.click(main().getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText(/^Sale order SO\d{2}-\d{2}\/\d{4} saved\.$/, undefined, { timeout: 10_000 });
    const seq = /SO\d{2}-\d{2}\/\d{4}/.exec(toast.textContent ?? '')![0];
    await main().findByRole('heading', { name: 'Sales orders' }, { timeout: 10_000 });
    form.unmount();

    const customer = (await leadSummary(COMPANY, lead.id))!;
    expect(customer.type_lead_cus).toBe('Cus');
    expect(customer.party_id).toBeTruthy();
    const order = (
      await dataProvider.report<Array<{ seq: string; partyId: string; partyName: string }>>(API.list, period)
    ).find((row) => row.seq === seq)!;
    expect(order).toMatchObject({ partyId: customer.party_id });
    expect((await dataProvider.read<OrderRequirements>(API.requirements)).customers.map((row) => row.code)).toContain(
      customer.party_id,
    );
    const again: OrderSaveBody = {
      header: {
        recordId: 0,
        saleType: '',
        validity: null,
        reference: '',
        partyId: '',
        quotationno: quoted.seq,
        modeofpayment: 'CREDIT',
        refEmployee: '',
      },
      lines: [
        {
          itemId: quoted.itemId,
          itemDescription: '',
          qty: 1,
          um: '',
          rat: 1200,
          discPer: 0,
          reqdBy: null,
        },
      ],
      terms: [],
      taxes: [],
      advances: [],
      traCheck: 1,
    };
    const second = await dataProvider.write(API.save, { ...again });
    expect((await dataProvider.get<OrderAnswer>(API.one, String(second.recordId)))!.header.partyId).toBe(
      customer.party_id,
    );
    // A direct order still names its customer.
    await expect(
      dataProvider.write(API.save, { ...again, header: { ...again.header, quotationno: '' } }),
    ).rejects.toMatchObject({ fieldErrors: { partyId: 'Choose the customer.' } });
  });
});
