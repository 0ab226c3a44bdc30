import { format } from 'date-fns';
import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { BillAnswer } from '../../src/kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import type { CounterCustomer } from '../../src/modules/takeaway/domain/counter-types';
import {
  TAKEAWAY_COUNTER_ENDPOINTS as COUNTER,
  TAKEAWAY_ENDPOINTS as ROUTES,
} from '../../src/modules/takeaway/domain/takeaway-book';
import { CUSTOMER_OFFERS } from '../../src/modules/takeaway/resources/customer-offers';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { customerLedger } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';
import {
  BIRYANI,
  atElevenOnTheTestDay,
  customer,
  failure,
  head,
  kot,
  line,
  makeBill,
  order,
  post,
  settle,
} from './support/takeaway-counter';

setupDemoServer();
atElevenOnTheTestDay();

describe('take-away counter on the demo backend', () => {
  it('finds a customer by phone or makes one on the spot; gives an offer within its limit once, even to two counters at once, and refuses it by name beyond', async () => {
    await signInAs(1012, 'admin');
    expect(
      await post<{ customer: CounterCustomer | null }>(COUNTER.customerByPhone, { detail: '98470 12399' }),
    ).toEqual({ customer: null });
    const asha = await customer('9847012399');
    expect(asha).toMatchObject({
      code: expect.stringMatching(/^SC-\d{4}$/) as string,
      name: 'Asha Menon',
      mobile: '9847012399',
      ordersBefore: 0,
      usedOffers: {},
    });
    expect(
      (await post<{ customer: CounterCustomer }>(COUNTER.customerByPhone, { detail: '+91 98470 12399' })).customer
        ?.code,
    ).toBe(asha.code);
    expect(
      await failure(post(COUNTER.saveCustomer, { customer: { name: '', mobile: '12345' } }, crypto.randomUUID())),
    ).toMatch(/^400 /);

    const limited = {
      ...CUSTOMER_OFFERS.example,
      code: 'ONCE25',
      name: '₹25 off once',
      kind: 'AMOUNT_ABOVE',
      buyItem: '',
      buyQty: null,
      getItem: '',
      getQty: null,
      amount: 25,
      minBill: 100,
      perCustomer: 1,
      validFrom: '2026-01-01',
      validUntil: '',
      outlets: [],
    };
    const expired = { ...limited, code: 'OLD25', perCustomer: 0, validUntil: '2026-01-31' };
    await dataProvider.save(CUSTOMER_OFFERS.endpoints.save, CUSTOMER_OFFERS.entity, limited, 1);
    await dataProvider.save(CUSTOMER_OFFERS.endpoints.save, CUSTOMER_OFFERS.entity, expired, 1);
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const orderOf = async () => {
      const table = order();
      const kotId = crypto.randomUUID();
      await kot([line(kotId, table, BIRYANI, 1, needs.rates.MAIN![BIRYANI]!)], head(asha));
      return { table, kotIds: [kotId] };
    };
    const first = await orderOf();
    expect(await failure(makeBill(first.table, first.kotIds, { offer: 'OLD25' }))).toBe(
      `answered {"result":"Offer OLD25 expired on 31-Jan-2026."}`,
    );

    // Two counters bill the customer at once, each naming the offer with one use left: one bill gets it, the other is
    // refused.
    const [second, third] = await Promise.all([orderOf(), orderOf()]);
    const [one, two] = await Promise.all([
      makeBill(second.table, second.kotIds, { offer: 'ONCE25' }).catch((error: ApiError) => error),
      makeBill(third.table, third.kotIds, { offer: 'ONCE25' }).catch((error: ApiError) => error),
    ]);
    const answers = [one, two] as Array<BillAnswer>;
    const billed = answers.filter((answer) => answer.bills);
    expect(billed).toHaveLength(1);
    const bill = billed[0]!.bills![0]!;
    expect(bill).toMatchObject({
      offer: { code: 'ONCE25', discount: 25, free: false },
      offerDiscount: 25,
      order: { customer: asha.code },
    });
    expect(Math.round((bill.subTotal - bill.offerDiscount! + bill.taxTotal + bill.roundOff) * 100)).toBe(
      Math.round(bill.total * 100),
    );
    expect(answers.filter((answer) => !answer.bills).map((answer) => answer.result)).toEqual([
      `Customer ${asha.code} has already had Offer ONCE25 1 time (the limit).`,
    ]);
    // And the first order, billed later naming it, is refused too; without it, it is billed at full price.
    expect(await failure(makeBill(first.table, first.kotIds, { offer: 'ONCE25' }))).toBe(
      `answered {"result":"Customer ${asha.code} has already had Offer ONCE25 1 time (the limit)."}`,
    );
    expect((await makeBill(first.table, first.kotIds, { offer: '' })).bills![0]!.offer).toBeUndefined();
    expect(
      (await post<{ customer: CounterCustomer }>(COUNTER.customerByPhone, { detail: '9847012399' })).customer,
    ).toMatchObject({ ordersBefore: 2, usedOffers: { ONCE25: 1 } });
    // A customer code not on file gets no offer (it would be a first order every time, never at its limit).
    const ghost = { ...asha, code: 'SC-9999' };
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, BIRYANI, 1, needs.rates.MAIN![BIRYANI]!)], head(ghost));
    expect(((await makeBill(table, [kotId], { offer: 'ONCE25' })) as { result: string }).result).toBe(
      'Customer SC-9999 is not on file: find them by phone or add them, then bill with offer ONCE25.',
    );
  });

  it('settles an offered bill in split tender with credit within the customer’s limit (refused above it), posted so the trial balance agrees', async () => {
    await signInAs(1012, 'admin');
    const needs = await post<BillingRequirements>(ROUTES.requirements, {});
    const debtor = needs.customers[0]!;
    const buyer: CounterCustomer = {
      code: debtor.code,
      name: debtor.name,
      mobile: debtor.mobile,
      address: '',
      ordersBefore: 0,
      usedOffers: {},
    };
    const table = order();
    const kotId = crypto.randomUUID();
    await kot([line(kotId, table, BIRYANI, 3, needs.rates.MAIN![BIRYANI]!)], head(buyer));
    // SAVE10: 10% off a bill of 500 or more (685.71 → 68.57 off).
    const [bill] = (await makeBill(table, [kotId], { offer: 'SAVE10' })).bills!;
    expect(bill).toMatchObject({ offer: { code: 'SAVE10', discount: 68.57 }, offerDiscount: 68.57 });
    const refused = (await settle(bill!, [
      { mode: 'CARD', amount: 100, reference: 'SLIP-7' },
      { mode: 'CREDIT', amount: debtor.creditLimit + 1, customer: debtor.code },
    ])) as { result: string };
    expect(refused.result).toContain(`Credit: ${debtor.name}'s credit limit is`);
    const credit = Math.round((bill!.total - 300) * 100) / 100;
    const settled = await settle(bill!, [
      { mode: 'CARD', amount: 100, reference: 'SLIP-7' },
      { mode: 'UPI', amount: 200, reference: 'UPI-9' },
      { mode: 'CREDIT', amount: credit, customer: debtor.code },
    ]);
    expect(settled.bill!.tenders.map((tender) => tender.mode)).toEqual(['CARD', 'UPI', 'CREDIT']);
    expect(
      (await customerLedger(1012))
        .filter((row) => row.transactionId === bill!.seq)
        .map((row) => [row.partyId, row.transactionAmt]),
    ).toEqual([[debtor.code, credit]]);
    const today = format(new Date(), 'yyyy-MM-dd');
    const balance = trialBalance(await chartOf(1012), await openingSets(1012), await ledgerEntries(1012), {
      to: today,
    });
    expect(balance.totals.debit).toBe(balance.totals.credit);
    expect(balance.totals.closingDebit).toBe(balance.totals.closingCredit);
  });
});
