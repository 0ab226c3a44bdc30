import { HttpResponse } from 'msw';
import type { RunningTable } from '../../../kits/billing/domain/order-types';
import type { BillingSession } from './billing-book';
import { posActivity, refusal } from './billing-access';
import { closeRunningTable, runningTableOf, writeRunningTable } from './billing-store';
import { outletOf, rebuilt, tableRefusal } from './order-common';

export interface MoveRequest {
  restacode: string;
  tableno: string;
  target: string;
}

/** The source and target of a move, or the refusal. The source must be an open table of one of the user's outlets. */
async function moveOf(
  session: BillingSession,
  move: MoveRequest,
): Promise<{ source: RunningTable; target: RunningTable | undefined; outletName: string } | Response> {
  const outlet = await outletOf(session, move.restacode);
  if (!outlet) return refusal(`Outlet ${move.restacode || '(none)'} is not an outlet you may bill in.`);
  if (!move.target) return refusal('Name the table to move to.');
  if (move.target === move.tableno) return refusal('Choose another table.');
  const targetProblem = await tableRefusal(session, outlet, move.target);
  if (targetProblem) return refusal(targetProblem);
  const source = await runningTableOf(session.companyCode, outlet.code, move.tableno);
  if (!source) return refusal(`Table ${move.tableno} has no running order.`);
  if (source.state === 'BILLED') return refusal(`Table ${move.tableno} is billed; reopen it first.`);
  return {
    source,
    target: await runningTableOf(session.companyCode, outlet.code, move.target),
    outletName: outlet.name,
  };
}

/** Moves an open table's order to a free table (the KOT tickets keep the table they were taken at). */
export async function transferTable(session: BillingSession, move: MoveRequest): Promise<Response> {
  const found = await moveOf(session, move);
  if (found instanceof Response) return found;
  if (found.target) return refusal(`Table ${move.target} is occupied; merge the tables instead.`);
  const moved: RunningTable = { ...found.source, tableNo: move.target };
  await writeRunningTable(session.companyCode, moved);
  await closeRunningTable(session.companyCode, move.restacode, move.tableno);
  await posActivity(
    session,
    'Table transferred',
    'Running table',
    `${move.restacode} ${move.tableno}`,
    `Table ${move.tableno} moved to ${move.target} at ${found.outletName}`,
    found.source.amount,
    moved.amount,
  );
  return HttpResponse.json({ result: 'OK', table: moved });
}

/** Merges an open table into another open table: its KOTs and lines join the target's. */
export async function mergeTables(session: BillingSession, move: MoveRequest): Promise<Response> {
  const found = await moveOf(session, move);
  if (found instanceof Response) return found;
  const { source, target } = found;
  if (!target) return refusal(`Table ${move.target} has no running order; transfer the table instead.`);
  if (target.state === 'BILLED') return refusal(`Table ${move.target} is billed; reopen it first.`);
  const merged = await rebuilt(session.companyCode, {
    ...target,
    covers: target.covers + source.covers,
    openedAt: source.openedAt < target.openedAt ? source.openedAt : target.openedAt,
    kotIds: [...target.kotIds, ...source.kotIds.filter((kotId) => !target.kotIds.includes(kotId))],
  });
  await writeRunningTable(session.companyCode, merged);
  await closeRunningTable(session.companyCode, move.restacode, move.tableno);
  await posActivity(
    session,
    'Tables merged',
    'Running table',
    `${move.restacode} ${move.target}`,
    `Table ${move.tableno} merged into ${move.target} at ${found.outletName}`,
    target.amount,
    merged.amount,
  );
  return HttpResponse.json({ result: 'OK', table: merged });
}
