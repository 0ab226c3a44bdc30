import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { leadSummary, type LeadSummary } from '../../src/mocks/crm/lead-seam';
import { quotationSummaries } from '../../src/mocks/crm/quotation-seam';
import { CRM_QUOTATION_ENDPOINTS as API } from '../../src/modules/crm/quotations/quotation-endpoints';
import type {
  CrmQuotationAnswer,
  CrmQuotationHeader,
  QuotationRequirementsAnswer,
  QuotationSaveBody,
} from '../../src/modules/crm/quotations/quotation-types';
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
const period = { frmDate: '01-Jan-2000', toDate: '31-Dec-2099' };

async function openLead(): Promise<LeadSummary> {
  for (let id = 1; id <= 60; id += 1) {
    const lead = await leadSummary(COMPANY, id);
    if (lead && lead.type_lead_cus === 'Lead' && !lead.party_id) return lead;
  }
  throw new Error('1009 has no open lead to quote');
}

describe('sale quotations', () => {
  it('quotes a lead at the price list rate; staff cannot approve, the administrator does once; then it is frozen, printed and mailed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'staff');
    const lead = await openLead();
    const form = renderApp(`${ROOT}/crm-quotations?record=new&lead=${lead.id}`);
    await shown();
    await main().findByRole('heading', { name: 'New sale quotation' }, { timeout: 10_000 });
    expect(main().getByText(new RegExp(`^Quoting lead ${lead.id}: `))).toBeInTheDocument();
    const salesPerson = main().getByLabelText('Sales person') as HTMLSelectElement;
    if (!salesPerson.value) await form.user.selectOptions(salesPerson, salesPerson.options[1]!);
    await form.user.selectOptions(main().getByLabelText('Item, line 1'), 'UPS 1 kVA (NOS)');
    // The standard list: 6,800 × 1.25 = 8,500; GST 18 % as CGST 9 % + SGST 9 %.
    await waitFor(() => expect(main().getByLabelText('Rate (₹), line 1')).toHaveValue('8500'));
    expect(main().getByLabelText('Tax, line 1')).toHaveValue('IGST18');
    await form.user.type(main().getByLabelText('Quantity, line 1'), '2');
    expect(main().getByLabelText('Totals')).toHaveTextContent('Total20,060.00');
    await form.user.click(main().getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText(/^Sale quotation SQ\d{2}-\d{5} saved\.$/, undefined, { timeout: 10_000 });
    const seq = /SQ\d{2}-\d{5}/.exec(toast.textContent ?? '')![0];
    await main().findByRole('heading', { name: 'Sale quotations' }, { timeout: 10_000 });
    expect((await main().findByRole('rowheader', { name: seq }, { timeout: 10_000 })).closest('tr')).toHaveTextContent(
      'Pending approval',
    );
    form.unmount();

    const saved = (await dataProvider.report<CrmQuotationHeader[]>(API.list, period)).find((row) => row.seq === seq)!;
    expect(saved).toMatchObject({
      partyId: null,
      partyName: lead.company,
      enquiryno: lead.id,
      baseamt: 17000,
      discount: 0,
      taxes: 3060,
      totalAmt: 20060,
      pos: 1,
    });
    expect(saved.refEmployee).toBeTruthy();
    const denied = renderApp(`${ROOT}/crm-quotation-approvals`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    denied.unmount();
    await expect(dataProvider.action(API.approve, String(saved.recordId))).rejects.toThrow(NOT_AUTHORISED);

    await signInAs(COMPANY, 'admin');
    const queue = renderApp(`${ROOT}/crm-quotation-approvals`);
    await queue.user.click(await screen.findByRole('button', { name: `Approve ${seq}` }, { timeout: 10_000 }));
    expect(
      await screen.findByText(`Sale quotation ${seq} approved.`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Approve ${seq}` })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    queue.unmount();
    await expect(dataProvider.action(API.approve, String(saved.recordId))).rejects.toThrow(
      `Quotation ${seq} is already approved.`,
    );
    const answer = (await dataProvider.get<CrmQuotationAnswer>(API.one, String(saved.recordId)))!;
    expect(answer.header).toMatchObject({ pos: 3, approvedUsr: 'admin' });
    expect(answer.taxes.map((tax) => [tax.taxCode, tax.taxValue, tax.lineId])).toEqual([
      ['CGST9', 1530, 1],
      ['SGST9', 1530, 1],
    ]);
    const { header } = answer;
    const modify: QuotationSaveBody = {
      header: {
        recordId: header.recordId,
        dat: header.dat,
        partyId: header.partyId,
        partyName: header.partyName,
        enquiryno: header.enquiryno,
        telecallingno: header.telecallingno,
        quotationstatus: header.quotationstatus,
        refEmployee: header.refEmployee,
        validity: header.validity,
      },
      lines: answer.lines.map(({ sno, itemId, itemName, itemDescription, qty, leadDays, discPer, um, rat }) => {
        return { sno, itemId, itemName, itemDescription, qty, leadDays, discPer, um, rat };
      }),
      terms: answer.terms,
      taxes: answer.taxes,
      traCheck: 2,
    };
    await expect(dataProvider.write(API.save, { ...modify })).rejects.toThrow(
      `Quotation ${seq} is approved; it cannot be modified.`,
    );

    const list = renderApp(`${ROOT}/crm-quotations`);
    await shown();
    const row = (await main().findByRole('rowheader', { name: seq }, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: `Edit ${seq}` })).toBeNull();
    await list.user.click(within(row).getByRole('button', { name: `Print ${seq}` }));
    const paper = await screen.findByRole('article', { name: `Quotation ${seq}` }, { timeout: 10_000 });
    expect(within(paper).getByRole('rowheader', { name: 'UPS 1 kVA' })).toBeInTheDocument();
    expect(paper).toHaveTextContent(`To: ${lead.company}`);
    await waitFor(() => expect(print).toHaveBeenCalled());
    await list.user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await list.user.click(await main().findByRole('button', { name: `Mail ${seq}` }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: `Mail quotation ${seq}` });
    const to = within(dialog).getByLabelText('Send to (e-mail)');
    await list.user.clear(to);
    await list.user.type(to, 'buyer@example');
    await list.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Give an e-mail address, e.g. purchase@example.in')).toBeInTheDocument();
    await list.user.type(to, '.in');
    await list.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(`Quotation ${seq} mailed to buyer@example.in.`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    list.unmount();
    print.mockRestore();
  });

  it('prices a party from its own lists, refuses discounts past its cap, and seeds pending and approved quotations', {
    timeout: 30_000,
  }, async () => {
    await signInAs(COMPANY, 'admin');
    const needs = await dataProvider.read<QuotationRequirementsAnswer>(API.requirements);
    const party = needs.suppliers.find((row) => row.discountList === 'DSC-DLR')!;
    const cap = needs.discsuni.find((row) => row.recordId === 'DSC-DLR')!.maxDiscount!;
    const ups = needs.materials.find((item) => item.itemname === 'UPS 1 kVA')!;
    const dealerRate = needs.pricesdet.find(
      (row) => row.recordId === party.priceList && row.productId === ups.itemid,
    )!.price;
    expect(dealerRate).toBe(7344); // 6,800 × 1.08
    // The line's 18 % GST group goes as its taxes, as the server keeps them.
    const body = (discPer: number): QuotationSaveBody => ({
      header: {
        recordId: 0,
        dat: needs.dat,
        validity: needs.dat,
        partyId: party.recordId,
        partyName: '',
        enquiryno: null,
        telecallingno: null,
        quotationstatus: '',
        refEmployee: needs.employees[0]!.recordId,
        others: 0,
      },
      lines: [
        {
          itemId: ups.itemid,
          itemName: '',
          itemDescription: '',
          qty: 1,
          leadDays: 0,
          discPer,
          um: '',
          rat: dealerRate,
        },
      ],
      terms: [],
      taxes: [
        { taxCode: 'CGST9', taxPer: 9, taxValue: 0, lineId: 1 },
        { taxCode: 'SGST9', taxPer: 9, taxValue: 0, lineId: 1 },
      ],
      traCheck: 1,
    });
    await expect(dataProvider.write(API.save, { ...body(cap + 1) })).rejects.toThrow(
      `The discounts come to ${cap + 1}% of the bill; the party's discount list allows at most ${cap}%.`,
    );
    const saved = await dataProvider.write(API.save, { ...body(cap) });
    const header = (await dataProvider.get<CrmQuotationAnswer>(API.one, String(saved.recordId)))!.header;
    expect(header).toMatchObject({ partyName: party.partyName, baseamt: 7344, pos: 1 });
    const modified = body(cap);
    await dataProvider.write(API.save, {
      ...modified,
      header: { ...modified.header, recordId: Number(saved.recordId) },
      lines: [{ ...modified.lines![0]!, qty: 2 }],
      traCheck: 2,
    });
    expect((await dataProvider.get<CrmQuotationAnswer>(API.one, String(saved.recordId)))!.header).toMatchObject({
      seq: header.seq,
      baseamt: 14688,
      pos: 1,
    });
    await dataProvider.write(API.save, {
      ...body(0),
      header: { ...body(0).header, recordId: Number(saved.recordId) },
      traCheck: 3,
    });
    expect(await dataProvider.get(API.one, String(saved.recordId))).toBeNull();

    const seeded = await quotationSummaries(COMPANY);
    expect(seeded.some((row) => row.header.pos === 1)).toBe(true);
    expect(seeded.some((row) => row.header.pos === 3 && row.header.validity < needs.dat)).toBe(true);
    expect(seeded.some((row) => row.header.enquiryno !== null)).toBe(true);
    expect(seeded.every((row) => /^SQ\d{2}-\d{5}$/.test(row.header.seq) && row.header.refEmployee)).toBe(true);
    const machined = await quotationSummaries(1003);
    expect(machined.map((row) => [row.header.pos, row.lines.map((line) => line.itemName)])).toEqual([
      [3, ['Pump shaft (machined)', 'Coupling half (machined)']],
      [3, ['Flange 150 NB (machined)']],
    ]);
  });

  it('opens the list, the form and the approvals with no quotations (1010, a restaurant)', {
    timeout: 30_000,
  }, async () => {
    await signInAs(1010, 'admin');
    const list = renderApp(`${ROOT}/crm-quotations`);
    expect(
      await screen.findByText('There are no sale quotations in this period.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await list.user.click(main().getByRole('button', { name: 'New quotation' }));
    await main().findByRole('heading', { name: 'New sale quotation' }, { timeout: 10_000 });
    expect(main().getByLabelText('Customer')).toBeInTheDocument();
    list.unmount();
    const queue = renderApp(`${ROOT}/crm-quotation-approvals`);
    expect(
      await screen.findByText('No sale quotations are waiting for approval.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    queue.unmount();
  });
});
