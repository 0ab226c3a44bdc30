import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteDB } from 'idb';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, setQueryClient } from '../../src/app/query-client';
import { resetOutboxMemoryForTests } from '../../src/lib/offline/outbox';
import { OUTBOX_DB_NAME } from '../../src/lib/offline/outbox-db';
import { BillPrint } from '../../src/kits/billing/bill/bill-print';
import { MakeBillDialog } from '../../src/kits/billing/bill/make-bill-dialog';
import { billFixture, DINING, requirementsFixture, TABLE_T4 } from '../../src/kits/billing/bill/requirements.fixture';
import { SettleDialog } from '../../src/kits/billing/settle/settle-dialog';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

const { server } = setupDemoServer();
const COMPANY = 1010;

/** What the outbox POSTed, answered OK (the dialogs' own backend: the demo one has no table T4 of this fixture). */
function outboxBackend() {
  const bodies: Record<string, unknown>[] = [];
  const take = async ({ request }: { request: Request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ result: 'OK' });
  };
  server.use(http.post(`*/${API.makeBill}`, take), http.post(`*/${API.settle}`, take));
  return bodies;
}

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

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

function makeBill(requirements: BillingRequirements = requirementsFixture()) {
  const onBilled = vi.fn<(bills: Bill[]) => void>();
  const user = renderWith(
    <MakeBillDialog
      show
      onHide={() => undefined}
      requirements={requirements}
      outlet={DINING}
      table={TABLE_T4}
      kotIds={['kot-1', 'kot-2']}
      onBilled={onBilled}
    />,
  );
  return { user, onBilled };
}

function settle(bill: Bill = billFixture(), requirements = requirementsFixture()) {
  const onSettled = vi.fn<(bill: Bill) => void>();
  const user = renderWith(
    <SettleDialog show onHide={() => undefined} requirements={requirements} bill={bill} onSettled={onSettled} />,
  );
  return { user, onSettled };
}

beforeEach(async () => {
  await signInAs(COMPANY, 'admin');
});
afterEach(async () => {
  await resetOutboxMemoryForTests();
  await deleteDB(OUTBOX_DB_NAME);
});

describe('Make bill', () => {
  it('prices a 10% discount to the paisa (service charge, CGST and SGST apart, round-off) and makes one bill per click', async () => {
    const bodies = outboxBackend();
    const { user, onBilled } = makeBill();
    expect(screen.getByRole('dialog', { name: 'Make bill: table T4, Dining hall' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Discount %'), '10');
    await user.type(screen.getByLabelText('Reason for the discount'), 'Regular guest');
    expect(rowsOf('Bill figures')).toEqual([
      'Subtotal1,060.00',
      'Discount (10%)-106.00',
      'Service charge (5%)47.70',
      'CGST 2.5% on 831.6020.79',
      'SGST 2.5% on 831.6020.79',
      'CGST 9% on 170.1015.31',
      'SGST 9% on 170.1015.31',
      'Round-off0.10',
      'Total1,074.00',
    ]);
    await user.dblClick(screen.getByRole('button', { name: 'Make bill' }));
    await waitFor(() => expect(onBilled).toHaveBeenCalledTimes(1));
    const [bill] = onBilled.mock.calls[0]![0];
    expect(bill).toMatchObject({
      billNo: 0,
      seq: '',
      status: 'UNSETTLED',
      total: 1074,
      roundOff: 0.1,
      discountReason: 'Regular guest',
      tableNo: 'T4',
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      tableno: 'T4',
      restacode: 'DN',
      billId: bill!.billId,
      kotIds: ['kot-1', 'kot-2'],
      discount: { kind: 'PERCENT', percent: 10 },
    });
    expect(screen.getByRole('button', { name: /Making the bill/ })).toBeDisabled();
  });

  it('blocks a discount over the limit for a user without approval', async () => {
    makeBill();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Discount %'), '15');
    await user.type(screen.getByLabelText('Reason for the discount'), 'Birthday');
    await waitFor(() =>
      expect(screen.getByLabelText('Discount %')).toHaveAccessibleDescription(
        'Above your limit of 10%: this discount needs approval by a manager.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Make bill' })).toBeDisabled();
  });

  it('an approver may give more than the limit', async () => {
    const { user } = makeBill(requirementsFixture({ canApproveDiscount: true }));
    await user.click(screen.getByLabelText('By amount'));
    await user.type(screen.getByLabelText('Discount amount (₹)'), '500');
    await user.type(screen.getByLabelText('Reason for the discount'), 'Owner’s guest');
    expect(screen.getByText('Above the limit of 10%: you approve it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make bill' })).toBeEnabled();
  });

  it('makes a non-chargeable bill with its department: payable nothing, its value shown', async () => {
    const bodies = outboxBackend();
    const { user, onBilled } = makeBill();
    await user.click(screen.getByLabelText('Non-chargeable (NC) bill'));
    await waitFor(() =>
      expect(screen.getByLabelText('NC department')).toHaveAccessibleDescription('Choose the NC department.'),
    );
    expect(screen.getByRole('button', { name: 'Make bill' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('NC department'), 'Management');
    expect(rowsOf('Bill figures').slice(-2)).toEqual(['Value (non-chargeable)1,193.00', 'Total0.00']);
    await user.click(screen.getByRole('button', { name: 'Make bill' }));
    await waitFor(() => expect(onBilled).toHaveBeenCalled());
    expect(onBilled.mock.calls[0]![0][0]).toMatchObject({ kind: 'NC', ncDepartment: 'MGMT', total: 0, value: 1193 });
    await waitFor(() => expect(bodies[0]).toMatchObject({ ncDepartment: 'MGMT' }));
    expect(bodies[0]).not.toHaveProperty('discount');
  });

  it('splits by items: problems shown at once, then one bill per part', async () => {
    const bodies = outboxBackend();
    const { user, onBilled } = makeBill();
    await user.click(screen.getByLabelText('Split by items into separate bills'));
    expect(
      within(screen.getByRole('list', { name: 'Split problems' })).getByText('Bill 2 of the split has no items.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Paneer tikka on bill 1'));
    await user.type(screen.getByLabelText('Paneer tikka on bill 1'), '1');
    expect(
      within(screen.getByRole('list', { name: 'Split problems' })).getByText(
        'Paneer tikka: 1 of 2 shared out; share all of it.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Paneer tikka on bill 2'), '1');
    await user.clear(screen.getByLabelText('Lime soda on bill 1'));
    await user.type(screen.getByLabelText('Lime soda on bill 2'), '2');
    expect(screen.queryByRole('list', { name: 'Split problems' })).not.toBeInTheDocument();
    expect(rowsOf('Bill 1 figures')[0]).toBe('Subtotal600.00');
    expect(rowsOf('Bill 2 figures')[0]).toBe('Subtotal460.00');
    await user.click(screen.getByRole('button', { name: 'Make 2 bills' }));
    await waitFor(() => expect(onBilled).toHaveBeenCalled());
    expect(onBilled.mock.calls[0]![0].map((bill) => bill.subTotal)).toEqual([600, 460]);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.parts).toEqual([
      [
        { lineId: 'l1', qty: 1 },
        { lineId: 'l2', qty: 1 },
      ],
      [
        { lineId: 'l1', qty: 1 },
        { lineId: 'l3', qty: 2 },
      ],
    ]);
  });
});

describe('Settle', () => {
  it('settles in cash with the change shown', async () => {
    const bodies = outboxBackend();
    const { user, onSettled } = settle();
    expect(screen.getByRole('dialog', { name: 'Settle bill DN26-000012' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cash handed over (₹)'), '1000');
    expect(screen.getByRole('status')).toHaveTextContent('Change to give ₹ 236.00');
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(onSettled.mock.calls[0]![0]).toMatchObject({
      status: 'SETTLED',
      tenders: [{ mode: 'CASH', amount: 764, tendered: 1000 }],
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      billno: 12,
      billId: 'bill-12',
      settlemode: 'CASH',
      tenders: [{ mode: 'CASH', amount: 764, tendered: 1000 }],
    });
  });

  it('splits the tender equally among guests to the paisa', async () => {
    const bodies = outboxBackend();
    const { user, onSettled } = settle();
    await user.click(screen.getByLabelText('Split tender'));
    expect(
      within(screen.getByRole('list', { name: 'Settlement problems' })).getByText('Payment 1 (Cash): Enter an amount.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '3');
    await user.click(screen.getByRole('button', { name: 'Split equally among 3 guests' }));
    expect(
      [1, 2, 3].map((n) => (screen.getByLabelText(`Amount of payment ${n} (₹)`) as HTMLInputElement).value),
    ).toEqual(['254.67', '254.67', '254.66']);
    await user.selectOptions(screen.getByLabelText('Mode of payment 2'), 'Card');
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      settlemode: 'SPLIT',
      tenders: [
        { mode: 'CASH', amount: 254.67 },
        { mode: 'CARD', amount: 254.67 },
        { mode: 'CASH', amount: 254.66 },
      ],
    });
  });

  it('refuses credit over the customer’s limit, showing the limit', async () => {
    const { user } = settle();
    await user.click(screen.getByLabelText('Credit'));
    await user.selectOptions(screen.getByLabelText('Customer'), 'Ravi Menon (9847000001)');
    expect(screen.getByLabelText('Customer')).toHaveAccessibleDescription(
      'Credit limit 2,000.00, outstanding 1,500.00',
    );
    expect(screen.getByRole('list', { name: 'Settlement problems' })).toHaveTextContent(
      "Credit: Ravi Menon's credit limit is 2,000.00; 1,500.00 is outstanding, so 764.00 more is over the limit.",
    );
    expect(screen.getByRole('button', { name: 'Settle' })).toBeDisabled();
  });

  it('shows the UPI QR code of the exact amount and bill', async () => {
    const { user } = settle();
    await user.click(screen.getByLabelText('UPI'));
    const qr = screen.getByRole('img', { name: 'UPI QR code for ₹764.00, bill DN26-000012' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(50);
  });
});

describe('Bill print', () => {
  it('shows CGST and SGST apart, and REPRINT on the copy the reprint answers', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(
      http.post(`*/${API.reprint}`, () => HttpResponse.json({ result: 'OK', bill: billFixture({ printCount: 2 }) })),
    );
    const user = renderWith(<BillPrint bill={billFixture()} requirements={requirementsFixture()} />);
    const figures = rowsOf('Bill figures');
    expect(figures).toContain('CGST 2.5% on 728.0018.20');
    expect(figures).toContain('SGST 2.5% on 728.0018.20');
    expect(screen.getByText('GSTIN 32ABCDE1234F1Z5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UPI QR code for ₹764.00, bill DN26-000012' })).toBeInTheDocument();
    expect(screen.queryByText('REPRINT')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reprint bill DN26-000012' }));
    expect(await screen.findByText('REPRINT')).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
