import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { dataProvider } from '../../lib/api/data-provider';
import type { RequestOf } from '../../lib/contract/contract-route';
import type { POS_BILLING_CONTRACT } from '../../lib/contract/pos-billing-contract';
import { formatDate } from '../../lib/format/date-format';
import { keptRead } from '../../lib/offline/kept-reads';
import { enqueueOperation, onOperationSent } from '../../lib/offline/outbox';
import type { BillingBook } from './domain/billing-book';
import type { DayCloseInput, DayStatus } from './domain/day-close-types';
import type { Bill, MakeBillInput, SettleInput } from './domain/bill-types';
import type { KotLineWire, OrderHead, RunningTable } from './domain/order-types';
import type { BillingRequirements } from './domain/master-types';
import { useBillingBook } from './billing-book-context';

/**
 * Everything the billing screen needs; it changes rarely (masters), so it is kept a few minutes. It is also kept
 * in the browser (keptRead), with the tables and the unsettled bills, so the terminal opens with no network.
 */
export function useBillingRequirements() {
  const { key, endpoints } = useBillingBook();
  return useQuery({
    queryKey: [key, 'requirements'],
    queryFn: () =>
      keptRead(`${key}:requirements`, () => dataProvider.read<BillingRequirements>(endpoints.requirements)),
    staleTime: 5 * 60_000,
  });
}

/** The running tables of the user's outlets, refreshed every 15 s (another cashier's KOTs and bills show up). */
export function useRunningTables() {
  const { key, endpoints } = useBillingBook();
  return useQuery({
    queryKey: [key, 'tables'],
    queryFn: () => keptRead(`${key}:tables`, () => dataProvider.list<RunningTable>(endpoints.runningTables)),
    refetchInterval: 15_000,
  });
}

/** The bills awaiting settlement (`enabled`: read only while wanted). */
export function useUnsettledBills(enabled = true) {
  const { key, endpoints } = useBillingBook();
  return useQuery({
    queryKey: [key, 'unsettled'],
    queryFn: () => keptRead(`${key}:unsettled`, () => dataProvider.list<Bill>(endpoints.unsettled)),
    enabled,
  });
}

export function useDayStatus(date: string) {
  const { key, endpoints } = useBillingBook();
  return useQuery({
    queryKey: [key, 'day', date],
    queryFn: () => dataProvider.report<DayStatus>(endpoints.dayStatus, { frmDate: formatDate(date) }),
  });
}

/** A table's (or counter order's) operations share one outbox group, so a screen can overlay its pending work. */
export const tableGroup = (outlet: string, tableNo: string) => `${outlet}|${tableNo}`;

/** The bodies of the contract's KOT, bill and settlement (01-pos), which every book's routes take. */
type BodyOf<Route> = Omit<RequestOf<Route>, 'usr'>;
type KotBody = BodyOf<typeof POS_BILLING_CONTRACT.kot>;
type BillBody = BodyOf<typeof POS_BILLING_CONTRACT.makeBill>;
type SettleBody = BodyOf<typeof POS_BILLING_CONTRACT.settle>;

/** The book's billing writes and online actions (billingApi). */
export type BillingApi = ReturnType<typeof billingApi>;

/**
 * A book's billing writes. KOTs, bills and settlements go through the durable outbox (src/lib/offline): kept
 * in the browser first, sent at once, and sent again until the backend takes them; the client-made id is the
 * Idempotency-Key and travels in the body, so the backend takes each once. They resolve once the operation is
 * kept, not sent. The other actions need the backend's answer at once (online only): each a write with its own
 * idempotency key.
 */
export function billingApi(book: BillingBook) {
  const API = book.endpoints;
  return {
    /** A KOT; a counter order's head travels with it. */
    queueKot(outlet: string, tableNo: string, kotinf: KotLineWire[], order?: OrderHead): Promise<void> {
      const kotId = kotinf[0]!.kotId;
      // Each line copied as a plain object: the contract's KOT lines are objects of any fields.
      const kot: KotBody = { kotinf: kotinf.map((line) => ({ ...line })), outlet, traCheck: 1 };
      return enqueueOperation({
        id: kotId,
        endpoint: API.kot,
        body: { ...kot, ...(order ? { order } : {}) },
        label: `KOT for ${book.tableWord} ${tableNo}`,
        group: tableGroup(outlet, tableNo),
      });
    },
    queueBill(input: MakeBillInput): Promise<void> {
      const { order, offer, ...bill } = input;
      const body: BillBody = bill;
      return enqueueOperation({
        id: input.billId,
        endpoint: API.makeBill,
        body: { ...body, ...(order ? { order } : {}), ...(offer !== undefined ? { offer } : {}) },
        label: `Bill for ${book.tableWord} ${input.tableno}`,
        group: tableGroup(input.restacode, input.tableno),
      });
    },
    queueSettlement(input: SettleInput, label: string, group?: string): Promise<void> {
      const body: SettleBody = input;
      return enqueueOperation({ id: input.settleId, endpoint: API.settle, body: { ...body }, label, group });
    },
    reprint: (billNo: number) => dataProvider.write(API.reprint, { recordId: billNo }),
    kotReprint: (kotNo: number, outlet: string) =>
      dataProvider.write(API.kotReprint, { recordId: kotNo, restacode: outlet }),
    void: (billNo: number, reason: string, key: string) =>
      dataProvider.write(API.voidBill, { recordId: billNo, detail: reason }, key),
    reopen: (billNo: number, key: string) => dataProvider.write(API.reopenTable, { recordId: billNo }, key),
    transfer: (outlet: string, tableNo: string, target: string, key: string) =>
      dataProvider.write(API.transferTable, { restacode: outlet, tableno: tableNo, detail: target }, key),
    merge: (outlet: string, tableNo: string, target: string, key: string) =>
      dataProvider.write(API.mergeTables, { restacode: outlet, tableno: tableNo, detail: target }, key),
    closeDay: (dayClose: DayCloseInput, key: string) => dataProvider.write(API.dayClose, { dayClose }, key),
  };
}

/** The billing writes of the book this screen serves. */
export function useBillingApi(): BillingApi {
  const book = useBillingBook();
  return useMemo(() => billingApi(book), [book]);
}

/**
 * Refreshes every billing read of the book whenever the outbox has delivered something (mount once per billing screen).
 */
export function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  const { key } = useBillingBook();
  useEffect(() => onOperationSent(() => void queryClient.invalidateQueries({ queryKey: [key] })), [queryClient, key]);
}

// The outbox's latest answers by operation id, so an answer that came back before anyone asked is not missed.
const answers = new Map<string, Record<string, unknown>>();
const remember = (entry: { id: string }, answer: Record<string, unknown>) => {
  answers.set(entry.id, answer);
  if (answers.size > 50) answers.delete(answers.keys().next().value!);
};

/**
 * The backend's answer to an operation kept in the outbox (a KOT's tickets with the order's token, a bill's number),
 * or null when it does not come within `ms` (the backend is away, or refused it). Call it before or right after keeping
 * the operation: an answer that arrives first is remembered.
 */
export function whenSent(id: string, ms: number): Promise<Record<string, unknown> | null> {
  onOperationSent(remember); // the same listener each time: kept once
  const known = answers.get(id);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      stop();
      resolve(null);
    }, ms);
    const stop = onOperationSent((entry, answer) => {
      if (entry.id !== id) return;
      window.clearTimeout(timer);
      stop();
      resolve(answer);
    });
  });
}

/** A client-made id for a KOT, bill, settlement or order line. */
export const newClientId = (): string => crypto.randomUUID();
