import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { leadSummary, type LeadSummary } from '../../src/mocks/crm/lead-seam';
import type { OrderAnswer, OrderRequirements, OrderSaveBody } from '../../src/modules/crm/domain/order-types';
import { ORDER_ENDPOINTS as API } from '../../src/modules/crm/orders/order-endpoints';
import { COMPANY, day, main, period, quote, quoted, ROOT, shown, storeQuoted } from './support/crm-orders';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

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
