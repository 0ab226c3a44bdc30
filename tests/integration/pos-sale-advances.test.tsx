import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { TRANSACTION } from '../../src/lib/permissions/permission-code';
import { POS } from '../../src/menus/catalogue/pos';
import {
  SALE_ADVANCE_ENDPOINTS,
  type AdvanceRequirements,
  type AdvanceSaleOrder,
  type SaleAdvance,
} from '../../src/modules/pos/stock-sales/domain/sale-advance-types';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleRequirements } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { customerOutstandingPaise } from '../../src/mocks/core/accounting/party-postings';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { writeRecord } from '../../src/mocks/core/record-store';
import { server } from '../../src/mocks/node';
import { saleAdvancesOf } from '../../src/mocks/pos/stock-sales/sale-advance-store';
import { salesOf } from '../../src/mocks/core/sales/sale-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// Role queries skip the costly visibility check over the whole shell.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
const COMPANY = 1002;
// From the seeds' year to the test clock's day: the advances saved today are listed.
const ADVANCES = `/applayout-sidebar-large/pos/pos-stock-advances?from=2026-01-01&to=${format(new Date(), 'yyyy-MM-dd')}`;

const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};
const owed = async (code: string) => (await customerOutstandingPaise(COMPANY)).get(code) ?? 0;
const receive = (partyId: string, amt: number) =>
  dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, {
    advance: {
      tratype: 'SAL_REC',
      partyId,
      transactionId: 0,
      dat: '',
      amt,
      paymentmode: 'CAS',
      accountId: 'AC001',
      bankdetails: '',
      remarks: '',
    },
    tracheck: 1,
  });

async function setting() {
  await signInAs(COMPANY, 'admin');
  const needs = await dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements);
  const customer = needs.customers.find((row) => row.gstin && row.creditAmount > 0)!;
  const lot = needs.lots.find((row) => row.available >= 5)!;
  return { customer, lot };
}

describe('sale advances (/pos/pos-stock-advances) and their adjustment on an invoice', () => {
  it('receives an advance through the screen: problems beside the fields, then saved, listed and posted Dr cash Cr advances from customers', async () => {
    const { customer } = await setting();
    const { user } = renderApp(`${ADVANCES}&record=new`);
    await screen.findByRole('heading', { name: 'New advance from a customer' }, { timeout: 8000 });
    expect(screen.getByText(/There are no approved sale orders yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the customer')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above zero')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Customer'), customer.code);
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.selectOptions(screen.getByLabelText('Account'), 'AC001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Sale advances' }, { timeout: 8000 });
    const [advance] = await saleAdvancesOf(COMPANY);
    const row = (await screen.findByText(advance!.seq)).closest('tr')!;
    expect(within(row).getByText('500.00')).toBeInTheDocument();
    expect(within(row).getByText('On account')).toBeInTheDocument();
    expect(await screen.findByText(`Advance ${advance!.seq} received.`)).toBeInTheDocument();
    const voucher = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === advance!.seq);
    expect(voucher.map((entry) => [entry.account === 'AC001', entry.debit, entry.credit])).toEqual([
      [true, 50000, 0],
      [false, 0, 50000],
    ]);
    expect(await balanced()).toBe(true);
  });

  it('lets a user with the sale advances’ view right alone read what a new advance needs, and refuses one without it', async () => {
    await signInAs(COMPANY, 'staff');
    const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
    const only = (permissions: typeof role.permissions) =>
      writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', { ...role, permissions });
    await only([{ ...POS.posStockAdvances.code!, transCode: TRANSACTION.view }]);
    const needs = await dataProvider.read<AdvanceRequirements>(SALE_ADVANCE_ENDPOINTS.requirements);
    expect(Array.isArray(needs.accounts)).toBe(true);
    expect((await dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements)).customers.length).toBeGreaterThan(
      0,
    );
    expect(
      Array.isArray(
        await dataProvider.report<AdvanceSaleOrder[]>(SALE_ADVANCE_ENDPOINTS.pendingOrders, { recordId: 1 }),
      ),
    ).toBe(true);
    await only([]);
    await expect(dataProvider.read(SALE_ADVANCE_ENDPOINTS.requirements)).rejects.toThrow(
      'You are not permitted to view this screen',
    );
  });

  it('shows the customer’s unadjusted advances on a new invoice and adjusts them: balance = invoices − advances adjusted', async () => {
    const { customer, lot } = await setting();
    const advance = (await receive(customer.code, 100)).advance as SaleAdvance;
    const before = await owed(customer.code);
    const { user } = renderApp('/applayout-sidebar-large/pos/pos-stock-sales?record=new');
    await user.selectOptions(await screen.findByLabelText('Customer', undefined, { timeout: 8000 }), customer.code);
    expect(
      await screen.findByText(new RegExp(`^${advance.seq} of .*: 100.00 unadjusted of 100.00$`)),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Store'), lot.store);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.selectOptions(screen.getByLabelText('Item, line 1'), lot.itemid);
    await user.selectOptions(screen.getByLabelText('Batch, line 1'), lot.gin);
    await user.type(screen.getByLabelText('Quantity, line 1'), '2');
    await user.clear(screen.getByLabelText('Rate, line 1'));
    await user.type(screen.getByLabelText('Rate, line 1'), '40');
    await user.type(screen.getByLabelText('Advance to adjust'), '90');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    // The invoice is 80.00: more than that cannot be adjusted on it.
    expect(
      await screen.findByText('The advance adjusted (₹ 90.00) is more than the invoice’s total (₹ 80.00).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust all it can' }));
    expect(screen.getByLabelText('Advance to adjust')).toHaveValue('80');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(
      await screen.findByText(`Advances adjusted: ${advance.seq} 80.00`, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Invoice SAL\d{4}-00001 saved\.$/)).toBeInTheDocument();
    const [sale] = await salesOf(COMPANY);
    expect(sale!.header).toMatchObject({ totalAmt: 80, advance: 80, pending: 0 });
    expect((await owed(customer.code)) - before).toBe(toPaise(80) - toPaise(80));
    expect(await balanced()).toBe(true);
  });

  it('refuses to cancel an advance an invoice has adjusted, and cancels it (voucher taken back) once that invoice is cancelled', async () => {
    const { customer, lot } = await setting();
    const advance = (await receive(customer.code, 50)).advance as SaleAdvance;
    const sale = await dataProvider.write(SALE_ENDPOINTS.save, {
      header: { saleType: 'B2B', partyId: customer.code, agent: '', employee: '', remarks: '', advance: 30 },
      lines: [
        {
          store: lot.store,
          itemId: lot.itemid,
          gin: lot.gin,
          qty: 1,
          rat: 100,
          discPer: 0,
          taxCode: '',
          refSoid: null,
          refSoLine: null,
        },
      ],
      traCheck: 1,
    });
    const { user } = renderApp(ADVANCES);
    const row = (await screen.findByText(advance.seq, undefined, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('30.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Cancel ${advance.seq}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel advance' }));
    expect(
      await screen.findByText(
        `Advance ${advance.seq} has been adjusted on invoice ${String(sale.seq)} (₹ 30.00): cancel the invoice first.`,
      ),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Something went wrong' })).getByRole('button', { name: 'OK' }),
    );
    await dataProvider.write(SALE_ENDPOINTS.save, {
      header: { recordId: sale.recordId },
      reason: 'Wrong order',
      traCheck: 3,
    });
    await user.click(within(row).getByRole('button', { name: `Cancel ${advance.seq}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel advance' }));
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByText(`Advance ${advance.seq} cancelled.`)).toBeInTheDocument();
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === advance.seq)).toBe(false);
    expect(await balanced()).toBe(true);
  });

  it('prints an advance, then each copy is a reprint', async () => {
    const { customer } = await setting();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const advance = (await receive(customer.code, 75)).advance as SaleAdvance;
    const { user } = renderApp(ADVANCES);
    await user.click(await screen.findByRole('button', { name: `Print ${advance.seq}` }, { timeout: 8000 }));
    const paper = await screen.findByRole('article', { name: `Advance received ${advance.seq}` });
    expect(within(paper).getByText(customer.name)).toBeInTheDocument();
    expect(within(paper).getByText('75.00')).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: `Reprint ${advance.seq}` })).toBeInTheDocument();
  });
  it('shows the server’s words when the advance to print cannot be read, not that there is no such advance', async () => {
    const { customer } = await setting();
    const advance = (await receive(customer.code, 40)).advance as SaleAdvance;
    server.use(
      http.post(`*/${SALE_ADVANCE_ENDPOINTS.list}`, () =>
        HttpResponse.json({ message: 'The advances are being reindexed' }, { status: 400 }),
      ),
    );
    renderApp(`${ADVANCES}&print=${advance.recordId}`);
    expect(
      await screen.findByText('The advances are being reindexed', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/There is no advance/)).toBeNull();
  });
});
