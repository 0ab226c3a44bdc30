import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenSent } from '../../../kits/billing/billing-api';
import { TOKEN_WAIT_MS } from '../../../kits/billing/terminal/use-send-kot';
import { IDEMPOTENCY_HEADER, postApi } from '../../../lib/api/api-client';
import { ApiError, toApiError } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import { keptRead } from '../../../lib/offline/kept-reads';
import { formatDate } from '../../../lib/format/date-format';
import { classifyError } from '../../../lib/offline/outbox-classify';
import { enqueueOperation, onOperationSent } from '../../../lib/offline/outbox';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { currentSession } from '../../../lib/session/session-store';
import { COUNTER_ENDPOINTS as API, COUNTER_KEY as KEY } from './domain/counter-endpoints';
import { counterCodes, salesListCode, type CounterAction, type SalesListAction } from './domain/counter-rights';
import type { CounterBill, CounterBillAnswer, CounterBillInput, CounterRequirements } from './domain/counter-types';

/** The counter's masters, prices, barcodes and the goods' stock; refreshed after each sale (the stock moved). */
export const useCounterRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () =>
      keptRead(`${KEY}:requirements`, () => dataProvider.report<CounterRequirements>(API.requirements, {})),
    staleTime: 60_000,
  });

/** The counter bills of a period (yyyy-MM-dd, both days in) and outlet ('' every one). */
export const useCounterBills = (from: string, to: string, outlet: string) =>
  useQuery({
    queryKey: [KEY, 'bills', from, to, outlet],
    queryFn: () =>
      dataProvider
        .report<CounterBill[] | null>(API.bills, { frmDate: formatDate(from), toDate: formatDate(to), detail: outlet })
        .then((rows) => rows ?? []),
  });

export type SaleOutcome = { kind: 'made'; bill: CounterBill; change: number } | { kind: 'kept' };

/**
 * Sends a sale at once (the cashier needs the server's answer: a refusal, such as goods beyond stock, is shown
 * and the lines stay). When the backend does not answer, the sale goes to the durable outbox under its billId
 * (the Idempotency-Key, so an attempt that did arrive is not made twice) and is sent again by itself; the
 * screen prints it priced on the client meanwhile, marked provisional, and offers the numbered copy once it is
 * delivered.
 */
export async function sendCounterSale(input: CounterBillInput, label: string): Promise<SaleOutcome> {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'Your Login Session is over please login again');
  try {
    const answer = await postApi<CounterBillAnswer | null>(
      API.bill,
      { ...input, usr: session.usr },
      { [IDEMPOTENCY_HEADER]: input.header.billId },
      { quietNetworkErrors: true },
    );
    if (!answer || answer.result !== 'OK' || !answer.bill)
      throw new ApiError(422, answer?.result || 'The server did not make the bill.');
    return { kind: 'made', bill: answer.bill, change: answer.change ?? 0 };
  } catch (error) {
    const failure = toApiError(error);
    const outcome = classifyError(failure);
    if (outcome.kind !== 'retry' || failure.isSessionOver) throw failure;
    // Listened for before the sale is kept: a number answered at once is remembered for the slip, which asks for it on
    // opening.
    void whenSent(input.header.billId, TOKEN_WAIT_MS);
    // No group: a group's operations go one at a time, and counter sales are independent bills (one refused must not
    // hold the next).
    await enqueueOperation({ id: input.header.billId, endpoint: API.bill, body: { ...input }, label });
    return { kind: 'kept' };
  }
}

/** The sales list's actions (online, each with its own key). */
export const counterActions = {
  reprint: (billNo: number, key: string) =>
    dataProvider.write(API.reprint, { recordId: billNo }, key).then((answer) => answer.bill as CounterBill),
  cancel: (billNo: number, reason: string, key: string) =>
    dataProvider
      .write(API.bill, { header: { billNo, reason }, traCheck: 3 }, key)
      .then((answer) => answer.bill as CounterBill),
};

/** Refreshes the counter's reads whenever the outbox has delivered something (a sale kept while offline). */
export function useCounterRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => onOperationSent(() => void queryClient.invalidateQueries({ queryKey: [KEY] })), [queryClient]);
}

/** May the user do a counter action (any counter screen's code grants it)? */
export function useCounterRight(action: CounterAction): boolean {
  const { can } = usePermissions();
  return counterCodes(action).some((code) => can(code));
}

/** May the user do a sales list action? */
export function useSalesListRight(action: SalesListAction): boolean {
  const { can } = usePermissions();
  return can(salesListCode(action));
}
