import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, setQueryClient } from '../../src/app/query-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { DayClosePanel } from '../../src/kits/billing/settle/day-close-panel';
import { UnsettledBillsPanel } from '../../src/kits/billing/settle/unsettled-bills-panel';
import { DeliveryScreen } from '../../src/modules/pos/delivery/delivery-screen';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import type { KotLineWire } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { outletRateOf } from '../../src/kits/billing/domain/item-tax';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1010;

function renderWith(ui: ReactNode) {
  const client = createQueryClient();
  setQueryClient(client);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

/** A real bill from the demo backend: one KOT of two items on a dining table, then Make bill. */
async function billedTable(requirements: BillingRequirements): Promise<Bill> {
  const outlet = requirements.outlets.find((row) => row.outletType !== 'DELIVERY')!;
  const table = requirements.tables.find((row) => row.outlet === outlet.code)!;
  const item = requirements.items[0]!;
  const kotId = crypto.randomUUID();
  const line: KotLineWire = {
    kotId,
    tableNo: table.code,
    waiter: requirements.waiters[0]!.code,
    covers: 2,
    lineId: crypto.randomUUID(),
    itemId: item.code,
    qty: 2,
    rate: outletRateOf(item, outlet.code, requirements.rates),
    notes: '',
    reason: '',
  };
  await dataProvider.write(API.kot, { kotinf: [line], outlet: outlet.code, traCheck: 1 }, kotId);
  const billId = crypto.randomUUID();
  const answer = await dataProvider.write(
    API.makeBill,
    { tableno: table.code, restacode: outlet.code, billId, kotIds: [kotId] },
    billId,
  );
  return (answer.bills as Bill[])[0]!;
}

beforeEach(async () => {
  await signInAs(COMPANY, 'admin');
});

describe('Unsettled bills and day close', () => {
  it('lists a bill awaiting settlement, reprints it, and voids it only with a reason', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const requirements = await dataProvider.read<BillingRequirements>(API.requirements);
    const bill = await billedTable(requirements);
    const onSettle = vi.fn();
    const user = renderWith(<UnsettledBillsPanel requirements={requirements} onSettle={onSettle} />);
    const row = (await screen.findByRole('rowheader', { name: bill.seq })).closest('tr')!;
    expect(row).toHaveTextContent(bill.tableNo);
    await user.click(within(row).getByRole('button', { name: `Settle ${bill.seq}` }));
    expect(onSettle).toHaveBeenCalledWith(expect.objectContaining({ billNo: bill.billNo }));

    await user.click(within(row).getByRole('button', { name: `Reprint ${bill.seq}` }));
    const slip = await screen.findByRole('dialog', { name: `Bill ${bill.seq}` });
    expect(within(slip).getByText(`GSTIN ${requirements.gstin}`)).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalled());
    await user.click(within(slip).getByRole('button', { name: 'Close the bill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: `Void ${bill.seq}` }));
    const dialog = await screen.findByRole('dialog', { name: `Void bill ${bill.seq}` });
    await user.click(within(dialog).getByRole('button', { name: `Void bill ${bill.seq}` }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason for voiding')).toHaveAccessibleDescription(
        'Give the reason for voiding the bill.',
      ),
    );
    await user.type(within(dialog).getByLabelText('Reason for voiding'), 'Guest walked out before eating');
    await user.click(within(dialog).getByRole('button', { name: `Void bill ${bill.seq}` }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: bill.seq })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Every bill is settled.')).toBeInTheDocument();
  });

  it('closes the day over an unsettled bill only when the manager confirms, with the counted cash difference', async () => {
    const requirements = await dataProvider.read<BillingRequirements>(API.requirements);
    await billedTable(requirements);
    const user = renderWith(<DayClosePanel requirements={requirements} />);
    const problems = await screen.findByRole('list', { name: 'Why the day cannot close' });
    expect(problems).toHaveTextContent('1 bill is not settled.');
    // NC and void bills are counts, not money; the drawer's expected cash is shown.
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
    // The unsettled bill is not among the day's settled bills and sales.
    expect(figure('Unsettled bills')).toBe('1');
    expect(figure('Bills settled')).toBe('0');
    expect(figure('Sales settled')).toBe('0.00');
    expect(figure('Voids')).toBe('0');
    expect(figure('Non-chargeable (NC)')).toBe('0');
    expect(figure('Expected cash')).toMatch(/^-?[\d,]+\.\d\d$/);
    await user.type(screen.getByLabelText('Counted cash (₹)'), '100');
    await waitFor(() =>
      expect(screen.getByLabelText('Counted cash (₹)')).toHaveAccessibleDescription(
        /^(Excess|Short) ₹ [\d,]+\.\d\d$|^Agrees with the bills\.$/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Close day' })).toBeDisabled();
    await user.click(screen.getByLabelText('The manager confirms closing with tables or bills still open'));
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    expect(await screen.findByText('The day is closed.')).toBeInTheDocument();
  });
});

describe('Delivery', () => {
  it('takes a delivery order (validated by field), assigns a delivery boy and moves it out and delivered', async () => {
    const user = renderWith(<DeliveryScreen />);
    await screen.findByText('There are no delivery orders in this period.');
    await user.click(screen.getByRole('button', { name: 'New delivery order' }));
    await user.click(screen.getByRole('button', { name: 'Save delivery order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone (10 digits)')).toHaveAccessibleDescription(
        'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      ),
    );
    expect(screen.getByLabelText('Customer name')).toHaveAccessibleDescription("Enter the customer's name.");
    await user.type(screen.getByLabelText('Customer name'), 'Meera Nair');
    await user.type(screen.getByLabelText('Phone (10 digits)'), '9847012345');
    await user.type(screen.getByLabelText('Delivery address'), '12 Rose Lane, Kadavanthra');
    await user.click(screen.getByRole('button', { name: 'Save delivery order' }));

    const header = await screen.findByRole('rowheader', { name: /^DEL\d\d-000001$/ });
    const seq = header.textContent!;
    const row = header.closest('tr')!;
    expect(row).toHaveTextContent('Meera Nair');
    expect(row).toHaveTextContent('Preparing');
    const take = within(row).getByRole('link', { name: `Take the order for ${seq}` });
    expect(take.getAttribute('href')).toMatch(/^\/pos\/res-billing-classy\?outlet=\w+&table=D\d+$/);

    await user.click(within(row).getByRole('button', { name: `Send ${seq} out` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Assign a delivery boy before ${seq} goes out.`);
    const boys = within(row).getByRole('combobox', { name: `Delivery boy for ${seq}` });
    await waitFor(() => expect(within(boys).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(boys, within(boys).getAllByRole('option')[1]!);
    await waitFor(() => expect(boys).not.toHaveValue(''));
    await user.click(within(row).getByRole('button', { name: `Send ${seq} out` }));
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: seq }).closest('tr')).toHaveTextContent('Out for delivery'),
    );
    await user.click(screen.getByRole('button', { name: `Mark ${seq} delivered` }));
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: seq }).closest('tr')).toHaveTextContent('Delivered'),
    );
    await user.click(screen.getByRole('button', { name: `Cash collected for ${seq}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Make the bill of ${seq} on the billing terminal before collecting its cash.`,
    );
  });
});
