import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { enqueueOperation, onOperationSent } from '../../../lib/offline/outbox';
import type { Bill, BillingRequirements, DayCloseInput, DayStatus, KotLineWire, MakeBillInput, RunningTable, SettleInput } from '../domain/billing-types';
import { POS_BILLING_ENDPOINTS as API, POS_BILLING_KEY as KEY } from '../domain/pos-endpoints';

/** Everything the billing screen needs; it changes rarely (masters), so it is kept a few minutes. */
export const useBillingRequirements = () =>
  useQuery({ queryKey: [KEY, 'requirements'], queryFn: () => dataProvider.report<BillingRequirements>(API.requirements, {}), staleTime: 5 * 60_000 });

/** The running tables of the user's outlets, refreshed every 15 s (another cashier's KOTs and bills show up). */
export const useRunningTables = () =>
  useQuery({ queryKey: [KEY, 'tables'], queryFn: () => dataProvider.report<RunningTable[] | null>(API.runningTables, {}).then((rows) => rows ?? []), refetchInterval: 15_000 });

export const useUnsettledBills = () =>
  useQuery({ queryKey: [KEY, 'unsettled'], queryFn: () => dataProvider.report<Bill[] | null>(API.unsettled, {}).then((rows) => rows ?? []) });

export const useDayStatus = (date: string) =>
  useQuery({ queryKey: [KEY, 'day', date], queryFn: () => dataProvider.report<DayStatus>(API.dayStatus, { frmDate: formatDate(date) }) });

/**
 * KOTs, bills and settlements go through the durable outbox (src/lib/offline): kept in the browser first,
 * sent at once, and sent again until the backend takes them; the client-made id is the Idempotency-Key and
 * travels in the body, so the backend takes each once. Resolves once the operation is kept, not sent.
 */
export function queueKot(outlet: string, tableNo: string, kotinf: KotLineWire[]): Promise<void> {
  const kotId = kotinf[0]!.kotId;
  return enqueueOperation({ id: kotId, endpoint: API.kot, body: { kotinf, outlet, traCheck: 1 }, label: `KOT for table ${tableNo}`, group: `${outlet}|${tableNo}` });
}

export function queueBill(input: MakeBillInput): Promise<void> {
  return enqueueOperation({ id: input.billId, endpoint: API.makeBill, body: { ...input }, label: `Bill for table ${input.tableno}`, group: `${input.restacode}|${input.tableno}` });
}

export function queueSettlement(input: SettleInput, label: string, group?: string): Promise<void> {
  return enqueueOperation({ id: input.settleId, endpoint: API.settle, body: { ...input }, label, group });
}

/** Refreshes every billing read whenever the outbox has delivered something (mount once per billing screen). */
export function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  useEffect(() => onOperationSent(() => void queryClient.invalidateQueries({ queryKey: [KEY] })), [queryClient]);
}

/** Actions that need the backend's answer at once (online only): each a write with its own idempotency key. */
export const billingActions = {
  reprint: (billNo: number) => dataProvider.write(API.reprint, { recordId: billNo }),
  kotReprint: (kotNo: number, outlet: string) => dataProvider.write(API.kotReprint, { recordId: kotNo, restacode: outlet }),
  void: (billNo: number, reason: string, key: string) => dataProvider.write(API.voidBill, { recordId: billNo, detail: reason }, key),
  reopen: (billNo: number, key: string) => dataProvider.write(API.reopenTable, { recordId: billNo }, key),
  transfer: (outlet: string, tableNo: string, target: string, key: string) => dataProvider.write(API.transferTable, { restacode: outlet, tableno: tableNo, detail: target }, key),
  merge: (outlet: string, tableNo: string, target: string, key: string) => dataProvider.write(API.mergeTables, { restacode: outlet, tableno: tableNo, detail: target }, key),
  closeDay: (dayClose: DayCloseInput, key: string) => dataProvider.write(API.dayClose, { dayClose }, key),
};

/** A client-made id for a KOT, bill, settlement or order line. */
export const newClientId = (): string => crypto.randomUUID();
