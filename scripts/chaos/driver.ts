/**
 * The chaos run's volume, inside the terminal's page: the cashier's operations made through the same client code
 * the screens call (the outbox of src/lib/offline through billingApi, sendCounterSale for a counter sale), with the
 * ids, lines, prices and tenders the screens would make for them. Nothing here talks to the server directly: every
 * write goes through the client's queue and the page's demo backend (with its chaos switch) answers it.
 *
 * Built on its own (scripts/chaos/vite.driver.config.mjs) and loaded into the app's page by scripts/chaos.mjs, it
 * is a second copy of the client code in the page, as a second tab of the terminal would be: the two share the
 * browser's outbox (IndexedDB, one Web Lock per operation) and the session.
 */
import { billingApi, newClientId } from '../../src/kits/billing/billing-api';
import { pricedParts, pricingContextOf } from '../../src/kits/billing/bill/make-bill-logic';
import { planKot } from '../../src/kits/billing/terminal/kot-rows';
import { RESTAURANT_BOOK, type BillingBook } from '../../src/kits/billing/domain/billing-book';
import type { MakeBillInput, SettleInput } from '../../src/kits/billing/domain/bill-types';
import type { KotLineWire, OrderHead, OrderLine, RunningTable } from '../../src/kits/billing/domain/order-types';
import type { BillingRequirements, PosMenuItem, PosOutlet } from '../../src/kits/billing/domain/master-types';
import { outletRateOf } from '../../src/kits/billing/domain/item-tax';
import { foldKots } from '../../src/kits/billing/domain/kot-delta';
import { pricedBill } from '../../src/kits/billing/domain/priced-bill';
import { dataProvider } from '../../src/lib/api/data-provider';
import { toApiError } from '../../src/lib/api/api-error';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { flushOutbox, outboxSnapshot } from '../../src/lib/offline/outbox';
import { sendCounterSale } from '../../src/modules/pos/counter/counter-api';
import { COUNTER_ENDPOINTS } from '../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBillInput, CounterRequirements } from '../../src/modules/pos/counter/domain/counter-types';
import { newOrderCode } from '../../src/modules/takeaway/billing/counter-order-code';
import { bestOffer } from '../../src/modules/takeaway/domain/bill-offer';
import type { CounterExtras } from '../../src/modules/takeaway/domain/counter-types';
import { takeawayLinePrice } from '../../src/modules/takeaway/domain/line-price';
import { TAKEAWAY_BOOK, TAKEAWAY_COUNTER_ENDPOINTS } from '../../src/modules/takeaway/domain/takeaway-book';

export type Edition = 'restaurant' | 'takeaway' | 'counter';

/** One line the cashier rings up: an item and how many. */
export interface LineSpec {
  item: string;
  qty: number;
}

/** A table's (or counter order's) service: KOTs of lines, then the bill and its settlement in cash. */
export interface OrderSpec {
  outlet: string;
  /** A table of the outlet; a counter order (take-away) makes its own pseudo table. */
  tableNo?: string;
  kots: LineSpec[][];
  /** Cash handed over in whole rupees above the total (the change), as a cashier types it. */
  extraCash: number;
  waiter?: string;
}

/** What the cashier made of an order: its operations' ids and the bill's total as the screens price it. */
export interface MadeOrder {
  outlet: string;
  tableNo: string;
  kotIds: string[];
  billId: string;
  settleId: string;
  totalPaise: number;
}

export interface MadeSale {
  outlet: string;
  billId: string;
  settleId: string;
  totalPaise: number;
  outcome: 'made' | 'kept' | 'refused';
  message?: string;
}

export interface DriverSetup {
  today: string;
  outlets: Array<{ code: string; name: string; autoSettle: boolean; outletType: string }>;
  tables: Array<{ code: string; outlet: string; waiter: string }>;
  items: Array<{ code: string; name: string; kind?: string; openRate: boolean }>;
  /** Goods the counter sells from stock, with what is on hand (the counter's items only). */
  stock: Array<{ item: string; onHand: number }>;
}

interface Loaded {
  edition: Edition;
  book: BillingBook;
  requirements: BillingRequirements;
  extras: CounterExtras | null;
  items: Map<string, PosMenuItem>;
}

let loaded: Loaded | null = null;

function need(): Loaded {
  if (!loaded) throw new Error('Call load(edition) first.');
  return loaded;
}

const outletOf = (requirements: BillingRequirements, code: string): PosOutlet => {
  const outlet = requirements.outlets.find((row) => row.code === code);
  if (!outlet) throw new Error(`Outlet ${code} is not one of this user's.`);
  return outlet;
};

/** Reads what the screens read before the first sale: the requirements (and the take-away's happy hours and offers). */
async function load(edition: Edition): Promise<DriverSetup> {
  const book = edition === 'takeaway' ? TAKEAWAY_BOOK : RESTAURANT_BOOK;
  const endpoint = edition === 'counter' ? COUNTER_ENDPOINTS.requirements : book.endpoints.requirements;
  const requirements = await dataProvider.report<BillingRequirements>(endpoint, {});
  const extras =
    edition === 'takeaway' ? await dataProvider.report<CounterExtras>(TAKEAWAY_COUNTER_ENDPOINTS.extras, {}) : null;
  loaded = { edition, book, requirements, extras, items: new Map(requirements.items.map((item) => [item.code, item])) };
  const stock =
    edition === 'counter'
      ? (requirements as CounterRequirements).stock.map((row) => ({ item: row.item, onHand: row.onHand }))
      : [];
  return {
    today: requirements.today,
    outlets: requirements.outlets.map((row) => ({
      code: row.code,
      name: row.name,
      autoSettle: row.autoSettle,
      outletType: row.outletType,
    })),
    tables: requirements.tables.map((row) => ({ code: row.code, outlet: row.outlet, waiter: row.waiter })),
    items: requirements.items.map((row) => ({
      code: row.code,
      name: row.name,
      openRate: row.openRate,
      ...(row.kind ? { kind: row.kind } : {}),
    })),
    stock,
  };
}

/**
 * A new line's price as the screen prices it: the outlet's rate, or (take-away) the happy hour the order started in.
 */
function priceOf(
  state: Loaded,
  item: PosMenuItem,
  outlet: string,
  startedAt: string,
): { rate: number; happyHour?: string; usualRate?: number } {
  const usual = outletRateOf(item, outlet, state.requirements.rates);
  if (state.edition !== 'takeaway' || !state.extras) return { rate: usual };
  return takeawayLinePrice(item, usual, {
    outlet,
    startedAt,
    happyHours: state.extras.happyHours,
    happyHourRates: state.extras.happyHourRates,
  });
}

/**
 * Serves one table (or take-away counter order) as the terminal does: each KOT planned from the kitchen's lines and
 * the pad (new lines, or more of a line already sent), kept in the outbox; Make bill priced on the client with the
 * backend's function, kept; then the settlement in cash for that total, kept. Resolves once all are kept, not sent.
 */
async function serveOrder(spec: OrderSpec): Promise<MadeOrder> {
  const state = need();
  const { requirements } = state;
  const api = billingApi(state.book);
  const outlet = outletOf(requirements, spec.outlet);
  const counterOrder = state.book.tokens;
  const tableNo = counterOrder ? newOrderCode() : spec.tableNo!;
  const startedAt = new Date().toISOString();
  const head: OrderHead | undefined = counterOrder
    ? { orderType: 'TAKEAWAY', customer: '', customerName: '', phone: '', address: '', startedAt }
    : undefined;
  const waiter = counterOrder
    ? ''
    : (spec.waiter ??
      requirements.tables.find((row) => row.code === tableNo && row.outlet === outlet.code)?.waiter ??
      '');
  let sent: OrderLine[] = [];
  const kotIds: string[] = [];
  for (const kot of spec.kots) {
    const pad = sent.map((line) => ({ ...line }));
    for (const wanted of kot) {
      const item = state.items.get(wanted.item);
      if (!item) throw new Error(`Item ${wanted.item} is not on the menu.`);
      const same = pad.find((line) => line.itemId === item.code);
      if (same) same.qty += wanted.qty;
      else
        pad.push({
          lineId: newClientId(),
          itemId: item.code,
          itemName: item.name,
          kotGroup: item.kotGroup,
          qty: wanted.qty,
          notes: '',
          ...priceOf(state, item, outlet.code, startedAt),
        });
    }
    const plan = planKot(sent, pad, { kotId: newClientId(), tableNo, waiter, covers: 2 }, {}, counterOrder);
    if (!plan.ok) throw new Error(plan.problems.join(' '));
    await api.queueKot(outlet.code, tableNo, plan.rows as KotLineWire[], head);
    kotIds.push(plan.rows[0]!.kotId);
    sent = foldKots([...sent, ...plan.changes]);
  }
  const given: RunningTable = {
    outlet: outlet.code,
    tableNo,
    waiter,
    covers: 2,
    openedAt: startedAt,
    state: 'OPEN',
    amount: 0,
    billNo: null,
    kotIds,
    lines: sent,
    ...(head ? { order: head } : {}),
  };
  // The take-away's Make bill shows the best customer offer for a walk-in customer (useBillExtras).
  const adjusted = counterOrder
    ? bestOffer(sent, {
        offers: state.extras?.offers ?? [],
        customer: null,
        outlet: outlet.code,
        date: requirements.today,
      })
    : undefined;
  const table = adjusted ? { ...given, lines: adjusted.lines } : given;
  const billId = newClientId();
  const input: MakeBillInput = {
    tableno: tableNo,
    restacode: outlet.code,
    billId,
    kotIds,
    ...(head ? { order: head, offer: adjusted?.offer?.code ?? '' } : {}),
  };
  const [figures] = pricedParts(table, pricingContextOf(requirements, outlet), input, adjusted?.offer);
  await api.queueBill(input);
  const total = toPaise(figures!.total);
  const settleId = newClientId();
  const settle: SettleInput = {
    billno: 0,
    settlemode: 'CASH',
    settleId,
    billId,
    part: 0,
    tenders:
      total === 0
        ? []
        : [{ mode: 'CASH', amount: fromPaise(total), tendered: fromPaise(total + spec.extraCash * 100) }],
  };
  await api.queueSettlement(settle, `Settlement of ${tableNo}`, `${outlet.code}|${tableNo}`);
  return { outlet: outlet.code, tableNo, kotIds, billId, settleId, totalPaise: total };
}

/**
 * A counter sale as the counter screen makes it: lines at the outlet's rates, priced, settled in cash, sent at once
 * (kept when no answer).
 */
async function counterSale(spec: { outlet: string; lines: LineSpec[]; extraCash: number }): Promise<MadeSale> {
  const state = need();
  const outlet = outletOf(state.requirements, spec.outlet);
  const lines: OrderLine[] = spec.lines.map((wanted) => {
    const item = state.items.get(wanted.item);
    if (!item) throw new Error(`Item ${wanted.item} is not on the counter.`);
    return {
      lineId: newClientId(),
      itemId: item.code,
      itemName: item.name,
      kotGroup: '',
      qty: wanted.qty,
      rate: outletRateOf(item, outlet.code, state.requirements.rates),
      notes: '',
    };
  });
  const priced = pricedBill(lines, pricingContextOf(state.requirements, outlet));
  const total = toPaise(priced.total);
  const billId = newClientId();
  const settleId = newClientId();
  const input: CounterBillInput = {
    header: { billId, outlet: outlet.code, customer: '', settlemode: 'CASH', settleId },
    lines: lines.map((line) => ({ lineId: line.lineId, itemId: line.itemId, qty: line.qty, rate: line.rate })),
    tenders: [{ mode: 'CASH', amount: fromPaise(total), tendered: fromPaise(total + spec.extraCash * 100) }],
    traCheck: 1,
  };
  const made = { outlet: outlet.code, billId, settleId, totalPaise: total };
  try {
    const outcome = await sendCounterSale(input, `Counter sale at ${outlet.name}`);
    return { ...made, outcome: outcome.kind };
  } catch (error) {
    return { ...made, outcome: 'refused', message: toApiError(error).message };
  }
}

/** What this copy's outbox holds (its loaded copy of the browser's), by state. */
async function outbox(): Promise<{ waiting: number; failed: Array<{ id: string; endpoint: string; error: string }> }> {
  const snapshot = await outboxSnapshot();
  return {
    waiting: snapshot.waiting.length,
    failed: snapshot.failed.map((entry) => ({ id: entry.id, endpoint: entry.endpoint, error: entry.lastError ?? '' })),
  };
}

const driver = { load, serveOrder, counterSale, outbox, flush: flushOutbox };
export type ChaosDriver = typeof driver;
(globalThis as unknown as { chaosDriver: ChaosDriver }).chaosDriver = driver;
