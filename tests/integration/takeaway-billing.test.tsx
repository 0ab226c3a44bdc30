import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { IDEMPOTENCY_HEADER, postApi } from '../../src/lib/api/api-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { currentSession } from '../../src/lib/session/session-store';
import type { BillAnswer } from '../../src/kits/billing/domain/bill-types';
import type { KotLineWire } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import type { CounterCustomer } from '../../src/modules/takeaway/domain/counter-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../src/modules/takeaway/domain/takeaway-book';
import { CUSTOMER_OFFERS } from '../../src/modules/takeaway/resources/customer-offers';
import { HAPPY_HOURS } from '../../src/modules/takeaway/resources/happy-hours';
import { TAKEAWAY } from '../../src/menus/catalogue/takeaway';
import { billsOf } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const COMPANY = 1012;
const path = `/applayout-sidebar-large/${TAKEAWAY.billingClassy.path}`;
const post = <T,>(route: string, body: Record<string, unknown>, key = crypto.randomUUID()) =>
  postApi<T>(route, { ...body, usr: currentSession()!.usr }, { [IDEMPOTENCY_HEADER]: key });

/** A happy hour at the main counter every day from an hour ago to two hours on, 25% off beverages. */
async function happyHourNow() {
  await dataProvider.save(
    HAPPY_HOURS.endpoints.save,
    HAPPY_HOURS.entity,
    {
      ...HAPPY_HOURS.example,
      code: 'HH-NOW',
      name: 'Counter test hour',
      outlet: 'MAIN',
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: true,
      sunday: true,
      fromTime: format(Date.now() - 60 * 60_000, 'HH:mm'),
      toTime: format(Date.now() + 2 * 60 * 60_000, 'HH:mm'),
      kind: 'PERCENT',
      percentOff: 25,
      amountOff: null,
      priceList: '',
      itemGroups: [{ itemGroup: 'BEV' }],
      validFrom: '2026-01-01',
      validUntil: '',
    },
    1,
  );
}

/** At the main counter (the happy hour's outlet), a new order. */
async function startOrder(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(await screen.findByLabelText('Outlet'), 'MAIN');
  await user.click(await screen.findByRole('button', { name: 'New order' }));
  expect(await screen.findByRole('heading', { name: 'New order' })).toBeInTheDocument();
}

async function findCustomer(user: ReturnType<typeof renderApp>['user'], phone: string) {
  await user.type(screen.getByLabelText('Customer phone'), phone);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('take-away counter billing', () => {
  it('takes a take-away order with a combo and an add-on in a happy hour for a customer made by phone, with its token, offer and cash settlement', async () => {
    await signInAs(COMPANY, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await happyHourNow();
    const { user } = renderApp(path);
    await startOrder(user);

    // A new phone: the customer is made on the spot.
    await findCustomer(user, '98470 12399');
    await user.type(await screen.findByLabelText('Name'), 'Asha Menon');
    await user.type(screen.getByLabelText('Address'), 'Flat 4B, Lake View, Kochi');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByRole('group', { name: 'Customer' })).toHaveTextContent(
      'Customer Asha Menon (9847012399), Flat 4B, Lake View, Kochi',
    );

    // A combo from its group, the biryani by code with an add-on, the chai in the happy hour.
    await user.click(screen.getByRole('button', { name: 'Combos' }));
    const combos = await screen.findByRole('dialog', { name: 'Add a combo' });
    await user.selectOptions(within(combos).getByLabelText('Combo group'), 'LUNCH');
    await user.click(
      within(combos).getByRole('radio', {
        name: /^Biryani lunch box, ₹255\.00: 1 × Chicken dum biryani, 1 × Fresh lime juice$/,
      }),
    );
    await user.click(within(combos).getByRole('button', { name: 'Add the combo' }));
    // Keys typed while the dialog still holds the focus would go to it, not to the finder: type once it has gone.
    await waitFor(() => expect(combos).not.toBeInTheDocument());
    const finder = screen.getByRole('combobox', { name: 'Find an item' });
    await user.type(finder, 'TI-0012{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add-ons for Chicken dum biryani' }));
    const addOns = await screen.findByRole('dialog', { name: 'Add-ons for Chicken dum biryani' });
    await user.click(within(addOns).getByRole('button', { name: /^Onion raita, ₹30\.00/ }));
    await user.click(within(addOns).getByRole('button', { name: 'Done' }));
    await user.type(finder, 'masala chai{Enter}');
    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(
      within(lines)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Biryani lunch box', 'Chicken dum biryani', '+ Onion raita', 'Masala chai (selected)Happy hour HH-NOW']);

    // F2: the kitchen's slip carries the token the backend gives the order.
    await user.keyboard('{F2}');
    expect(
      await screen.findByText(/^KOT for New order: 4 lines for the kitchen\.$|^KOT for Order TA-\w{6}: 4 lines/),
    ).toBeInTheDocument();
    const slip = await screen.findByRole('article', { name: /^KOT KITCHEN, / });
    expect(within(slip).getByText('Token 1')).toBeInTheDocument();
    expect(slip).toHaveTextContent('1 × Chicken dum biryani, 1 × Fresh lime juice');
    expect(await screen.findByRole('heading', { name: 'Token 1' })).toBeInTheDocument();

    // F4: priced with the customer's first-order offer (20% of 535.00 = 107.00), then printed with its token.
    await user.keyboard('{F4}');
    const billDialog = await screen.findByRole('dialog', { name: /^Make bill: Token 1, .* counter$/ });
    expect(within(billDialog).getByRole('row', { name: 'Subtotal 535.00' })).toBeInTheDocument();
    expect(
      within(billDialog).getByRole('row', { name: 'Offer WELCOME20 (20% off your first order) -107.00' }),
    ).toBeInTheDocument();
    expect(within(billDialog).getByText('Offer WELCOME20 (20% off your first order) applied.')).toBeInTheDocument();
    await user.click(within(billDialog).getByRole('button', { name: 'Make bill' }));
    const printed = await screen.findByRole('dialog', { name: /^Bill / });
    expect(printed).toHaveTextContent('Token 1');
    expect(printed).toHaveTextContent('Happy hour: HH-NOW');
    expect(printed).toHaveTextContent('Asha Menon · 9847012399');
    await user.click(within(printed).getByRole('button', { name: 'Close the bill' }));

    // F8: cash with change.
    await user.keyboard('{F8}');
    const settle = await screen.findByRole('dialog', { name: /^Settle bill / });
    await user.type(within(settle).getByLabelText('Cash handed over (₹)'), '500');
    expect(within(settle).getByRole('status')).toHaveTextContent(/^Change to give ₹\s?51\.00$/);
    await user.click(within(settle).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Token 1 settled.')).toBeInTheDocument();

    await waitFor(
      async () =>
        expect([...(await billsOf(COMPANY)).values()].find((bill) => bill.token === 1)?.status).toBe('SETTLED'),
      { timeout: 5000 },
    );
    const bill = [...(await billsOf(COMPANY)).values()].find((row) => row.token === 1)!;
    // 535.00 - 107.00 = 428.00, GST 5% 21.40, rounded to 449.
    expect(bill).toMatchObject({
      total: 449,
      offer: { code: 'WELCOME20', discount: 107 },
      order: { orderType: 'TAKEAWAY', customerName: 'Asha Menon' },
      tenders: [{ mode: 'CASH', amount: 449, tendered: 500 }],
    });
    expect(bill.lines.filter((line) => line.combo).map((line) => line.itemName)).toEqual([
      'Chicken dum biryani',
      'Fresh lime juice',
    ]);
  });

  it('shows the customer’s offer, and when another counter has had its last use meanwhile, says the bill was refused by name; billed again without it', async () => {
    await signInAs(COMPANY, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await dataProvider.save(
      CUSTOMER_OFFERS.endpoints.save,
      CUSTOMER_OFFERS.entity,
      {
        ...CUSTOMER_OFFERS.example,
        code: 'ONCE150',
        name: '₹150 off, once',
        kind: 'AMOUNT_ABOVE',
        buyItem: '',
        buyQty: null,
        getItem: '',
        getQty: null,
        amount: 150,
        minBill: 200,
        perCustomer: 1,
        validFrom: '2026-01-01',
        validUntil: '',
        outlets: [],
      },
      1,
    );
    const { customer } = await post<{ customer: CounterCustomer }>(COUNTER.saveCustomer, {
      customer: { name: 'Ravi Nair', mobile: '9847055501', address: 'MG Road' },
    });
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const { user } = renderApp(path);
    await startOrder(user);
    await findCustomer(user, '9847055501');
    expect(await screen.findByRole('group', { name: 'Customer' })).toHaveTextContent('Ravi Nair');
    await user.type(screen.getByRole('combobox', { name: 'Find an item' }), 'TI-0012{Enter}');
    await user.keyboard('{F2}');
    expect(await screen.findByRole('heading', { name: 'Token 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.keyboard('{F4}');
    const billDialog = await screen.findByRole('dialog', { name: /^Make bill: Token 1,/ });
    expect(await within(billDialog).findByText('Offer ONCE150 (₹150 off, once) applied.')).toBeInTheDocument();

    // Another counter bills the same customer with the offer first.
    const table = 'TA-OTHER1';
    const kotId = crypto.randomUUID();
    const head = {
      orderType: 'TAKEAWAY',
      customer: customer.code,
      customerName: customer.name,
      phone: customer.mobile,
      address: '',
      startedAt: new Date().toISOString(),
    };
    const row: KotLineWire = {
      kotId,
      tableNo: table,
      waiter: '',
      covers: 1,
      lineId: 'X1',
      itemId: 'TI-0012',
      qty: 1,
      rate: needs.rates.MAIN!['TI-0012']!,
      notes: '',
      reason: '',
    };
    await post(ROUTES.kot, { kotinf: [row], outlet: 'MAIN', traCheck: 1, order: head }, kotId);
    const other = await post<BillAnswer>(ROUTES.makeBill, {
      tableno: table,
      restacode: 'MAIN',
      billId: crypto.randomUUID(),
      kotIds: [kotId],
      offer: 'ONCE150',
    });
    expect(other.bills![0]!.offer?.code).toBe('ONCE150');

    await user.click(within(billDialog).getByRole('button', { name: 'Make bill' }));
    expect(await screen.findByText(/^The bill was refused: /, {}, { timeout: 5000 })).toHaveTextContent(
      `The bill was refused: Customer ${customer.code} has already had Offer ONCE150 1 time (the limit).`,
    );
    const refused = await screen.findByRole('list', { name: 'Not sent' });
    await user.click(within(refused).getByRole('button', { name: /^Discard Bill for order TA-/ }));
    await user.click(
      within(within(refused).getByRole('group', { name: /^Discard Bill for order TA-.*\?$/ })).getByRole('button', {
        name: 'Discard it',
      }),
    );

    // The order takes a bill again; the offer is no longer shown for this customer.
    await user.keyboard('{F4}');
    const again = await screen.findByRole('dialog', { name: /^Make bill: Token 1,/ });
    await waitFor(() => expect(within(again).queryByText(/^Offer ONCE150/)).not.toBeInTheDocument());
    await user.click(within(again).getByRole('button', { name: 'Make bill' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Bill / })).getByRole('button', { name: 'Close the bill' }),
    );
    await waitFor(
      async () =>
        expect(
          [...(await billsOf(COMPANY)).values()]
            .filter((bill) => bill.order?.customer === customer.code)
            .map((bill) => bill.offer?.code ?? ''),
        ).toEqual(['ONCE150', '']),
      { timeout: 5000 },
    );
  });
  it('adds a second new customer to an order after the first is cleared (not answered with the first), and shows a refusal beside the name', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp(path);
    await startOrder(user);
    await findCustomer(user, '12345');
    await waitFor(() =>
      expect(screen.getByLabelText('Customer phone')).toHaveAccessibleDescription(
        'Enter the customer’s ten-digit mobile number, e.g. 9847012345.',
      ),
    );
    await user.clear(screen.getByLabelText('Customer phone'));
    await findCustomer(user, '9847012377');
    await user.click(await screen.findByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/.+/));
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByRole('group', { name: 'Customer' })).toHaveTextContent(
      'Customer Ravi Kumar (9847012377)',
    );
    await user.click(screen.getByRole('button', { name: 'Clear customer' }));
    await findCustomer(user, '9847012388');
    await user.type(await screen.findByLabelText('Name'), 'Meera Nair');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByRole('group', { name: 'Customer' })).toHaveTextContent(
      'Customer Meera Nair (9847012388)',
    );
  });
});
