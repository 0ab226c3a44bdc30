// The sales benchmark's data: a shop of 20,000 items with EAN-13 barcodes at one counter, and an offer set
// of 200 customer offers of every kind with a 50-line take-away order to judge them on.
import type { CounterRequirements } from '../src/modules/pos/counter/domain/counter-types';
import type { OrderLine } from '../src/kits/billing/domain/order-types';
import type { PosMenuItem, TaxRate } from '../src/kits/billing/domain/master-types';
import { ean13 } from '../src/modules/pos/counter/domain/barcode';
import type { CustomerOffer, OfferKind } from '../src/modules/takeaway/domain/customer-offer-types';

export const SHELF_ITEMS = 20_000;
export const COUNTER = 'C01';
export const TODAY = '2026-11-24';
const GROUPS = ['GRO', 'DAI', 'BEV', 'SNK', 'HOU', 'PER'];
const GST5: TaxRate = {
  code: 'GST5',
  name: 'GST 5%',
  percent: 5,
  components: [
    { component: 'CGST', percent: 2.5 },
    { component: 'SGST', percent: 2.5 },
  ],
};

export const shelfCode = (n: number) => `SH-${String(n + 1).padStart(5, '0')}`;
export const shelfBarcode = (n: number) => ean13(`8901002${String(n + 1).padStart(5, '0')}`);

function shelf(): PosMenuItem[] {
  return Array.from({ length: SHELF_ITEMS }, (_, n) => ({
    code: shelfCode(n),
    name: `Shelf good ${n + 1} ${['pack', 'bottle', 'box', 'tin', 'jar'][n % 5]}`,
    shortName: `GOOD ${n + 1}`,
    group: GROUPS[n % GROUPS.length]!,
    groupName: GROUPS[n % GROUPS.length]!,
    kotGroup: '',
    rate: 20 + (n % 50) * 5,
    tax: 'GST5',
    foodType: 'NA',
    openRate: false,
  }));
}

/**
 * The counter's requirements as the demo backend answers them, with 20,000 goods, their barcodes and no stock control.
 */
export function counterRequirements(): CounterRequirements {
  const items = shelf();
  return {
    today: TODAY,
    outlets: [
      {
        code: COUNTER,
        name: 'Counter 1',
        outletType: 'COUNTER',
        autoSettle: false,
        serviceCharge: 0,
        billPrefix: 'CA',
        billingGroup: 'SHOP',
      },
    ],
    items,
    rates: {},
    taxes: [GST5],
    taxAssignments: [],
    tables: [],
    waiters: [],
    ncDepartments: [],
    customers: [],
    rooms: [],
    discountLimit: 10,
    canApproveDiscount: true,
    upi: { vpa: '', payee: '' },
    gstin: '',
    codes: items.map((item, n) => ({ code: shelfBarcode(n), item: item.code })),
    stock: [],
    buyers: [],
  };
}

const KINDS: readonly OfferKind[] = ['BUY_X_GET_Y', 'PERCENT_ABOVE', 'AMOUNT_ABOVE', 'FIRST_ORDER'];
export const OFFER_ITEMS = 400;

/** 200 live offers of every kind over 400 items, for every outlet, none of them limited to a customer. */
export function benchOffers(): CustomerOffer[] {
  return Array.from({ length: 200 }, (_, n) => {
    const kind = KINDS[n % KINDS.length]!;
    const item = `TI-${String((n * 7) % OFFER_ITEMS).padStart(4, '0')}`;
    return {
      code: `OF${n + 1}`,
      name: `Bench offer ${n + 1}`,
      kind,
      buyItem: kind === 'BUY_X_GET_Y' ? item : '',
      buyQty: kind === 'BUY_X_GET_Y' ? 2 : null,
      getItem: kind === 'BUY_X_GET_Y' ? item : '',
      getQty: kind === 'BUY_X_GET_Y' ? 1 : null,
      percent: kind === 'PERCENT_ABOVE' || kind === 'FIRST_ORDER' ? 5 + (n % 10) : null,
      amount: kind === 'AMOUNT_ABOVE' ? 20 + n : null,
      minBill: kind === 'BUY_X_GET_Y' ? null : 100 + n * 5,
      perCustomer: 0,
      validFrom: '2026-01-01',
      validUntil: '',
      active: true,
      outlets: [],
    };
  });
}

/** A 50-line order over the offers' items. */
export function benchOrder(): OrderLine[] {
  return Array.from({ length: 50 }, (_, n) => {
    const item = `TI-${String((n * 13) % OFFER_ITEMS).padStart(4, '0')}`;
    return {
      lineId: `L${n}`,
      itemId: item,
      itemName: `Bench dish ${n}`,
      kotGroup: 'KIT',
      qty: 1 + (n % 3),
      rate: 60 + (n % 20) * 10,
      notes: '',
    };
  });
}
