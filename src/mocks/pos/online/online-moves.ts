import { HttpResponse } from 'msw';
import type {
  OnlineOrder,
  OnlineOrderAnswer,
  OnlineOrderStatus,
} from '../../../modules/pos/online/domain/online-order-types';
import { assignProblem, isStatus, moveProblem, STATUS_WORDS } from '../../../modules/pos/online/domain/order-status';
import type { DemoSession } from '../../core/sessions/auth';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { isActive, str } from '../../core/billing/billing-masters';
import { rowsOf } from '../../core/seeded-rows';
import { onlineOrderOf, writeOnlineOrder } from './online-order-store';

export const orderAnswer = (order: OnlineOrder) =>
  HttpResponse.json({ result: 'OK', order } satisfies OnlineOrderAnswer);

/** The order as moved to `status`: the reason kept (the customer sees it), the step in its history. */
export function moved(
  order: OnlineOrder,
  status: OnlineOrderStatus,
  session: DemoSession,
  reason: string,
): OnlineOrder {
  const at = new Date().toISOString();
  return {
    ...order,
    status,
    reason: reason || order.reason,
    history: [...order.history, { status, at, user: session.userName, reason }],
  };
}

export async function findOrder(companyCode: number, recordId: unknown): Promise<OnlineOrder | string> {
  const order =
    Number.isInteger(Number(recordId)) && Number(recordId) > 0
      ? await onlineOrderOf(companyCode, Number(recordId))
      : undefined;
  return order ?? `Online order ${String(recordId ?? '') || '(no number)'} does not exist.`;
}

/**
 * SetOnlineOrderStatus (inside the write queue; the handler checked the desk's right for the status): one
 * step of the status machine, checked here against the order as stored (moveProblem), never to BILLED
 * (only billing bills). The caller's desk decides which statuses it may ask for.
 */
export async function moveOrder(
  session: DemoSession,
  recordId: unknown,
  status: unknown,
  detail: string,
): Promise<Response> {
  const order = await findOrder(session.companyCode, recordId);
  if (typeof order === 'string') return refusal(order);
  if (!isStatus(status) || status === 'NEW')
    return refusal(`${String(status || 'No status')} is not a status an order moves to.`);
  if (status === 'BILLED') return refusal(`Order ${order.seq} is billed from the Billing screen.`);
  const problem = moveProblem(order, status, detail);
  if (problem) return refusal(problem);
  const next = moved(order, status, session, detail.trim());
  await writeOnlineOrder(session.companyCode, next);
  await posActivity(
    session,
    'Status',
    'Online order',
    order.seq,
    `Online order ${order.seq}: ${STATUS_WORDS[order.status]} → ${STATUS_WORDS[status]}${detail ? ` (${detail.trim()})` : ''}`,
  );
  return orderAnswer(next);
}

/** SetOnlineDeliveryBoy: an active delivery boy takes the order, between acceptance and dispatch. */
export async function assignBoy(session: DemoSession, recordId: unknown, code: string): Promise<Response> {
  const order = await findOrder(session.companyCode, recordId);
  if (typeof order === 'string') return refusal(order);
  const problem = assignProblem(order);
  if (problem) return refusal(problem);
  const boy = (await rowsOf('pos.delivery-boys', session.companyCode)).find((row) => str(row.code) === code);
  if (!boy || !isActive(boy)) return refusal(`${code || 'No one'}: choose an active delivery boy.`);
  const next: OnlineOrder = { ...order, deliveryBoy: code, deliveryBoyName: str(boy.name) };
  await writeOnlineOrder(session.companyCode, next);
  await posActivity(
    session,
    'Assigned',
    'Online order',
    order.seq,
    `Online order ${order.seq} goes out with ${next.deliveryBoyName} (${code})`,
  );
  return orderAnswer(next);
}
