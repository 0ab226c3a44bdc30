import type { OutboxEntry } from '../../../lib/offline/outbox-types';
import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoney } from '../../../lib/money/money-format';
import type { OrderLine, RunningTable } from '../domain/order-types';
import type { PosMenuItem, PosTable } from '../domain/master-types';
import { billWaiting, sentView, waitingHead, waitingKots, type OrderRoutes } from './sent-lines';
import { POS_BILLING_ENDPOINTS } from '../domain/pos-endpoints';

export type TileState = 'free' | 'occupied' | 'billed';

export interface TableTile {
  tableNo: string;
  name: string; // the table's code, as the floor knows it (T4)
  description: string; // e.g. '4-seater, rooftop grill'
  state: TileState;
  amount: Paise;
  minutes: number | null;
  waiting: boolean;
  failed: boolean;
  /** The button's accessible name: "T4, occupied, ₹1,240.00, 35 minutes, 4-seater, rooftop grill". */
  label: string;
}

export const linesAmount = (lines: readonly OrderLine[]): Paise =>
  sumPaise(lines.map((line) => multiplyByQuantity(toPaise(line.rate), line.qty)));

const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

/** One table of the grid as the cashier sees it: the backend's running table with the outbox's work over it. */
export function tableTile(
  table: PosTable,
  running: RunningTable | undefined,
  entries: readonly OutboxEntry[],
  items: ReadonlyMap<string, PosMenuItem>,
  now: number,
  delivered: readonly OutboxEntry[] = [],
  routes: OrderRoutes = POS_BILLING_ENDPOINTS,
): TableTile {
  const pending = entries.filter((entry) => entry.state === 'waiting');
  const waiting = waitingKots(pending, running, routes);
  const billed = running?.state === 'BILLED' || billWaiting(pending, routes);
  const recent = waitingKots(delivered, running, routes);
  const lines =
    waiting.length > 0 || recent.length > 0
      ? sentView(running, waiting, items, recent, routes).lines
      : (running?.lines ?? []);
  const state: TileState = billed ? 'billed' : lines.length > 0 || running ? 'occupied' : 'free';
  const amount =
    running && (running.state === 'BILLED' || (waiting.length === 0 && recent.length === 0))
      ? toPaise(running.amount)
      : linesAmount(lines);
  const openedAt = running?.openedAt ?? waitingHead([...recent, ...waiting], routes)?.openedAt;
  const minutes = state !== 'free' && openedAt ? minutesSince(openedAt, now) : null;
  const name = table.code;
  const words = [name, state];
  if (state !== 'free') words.push(`₹${formatMoney(amount)}`);
  if (minutes !== null) words.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (pending.length > 0) words.push('waiting to send');
  const failed = entries.some((entry) => entry.state === 'failed');
  if (failed) words.push('not sent');
  // Last, so the name starts with what matters; there at all because what a tile shows is part of its name (WCAG
  // 2.5.3).
  if (table.name) words.push(table.name);
  return {
    tableNo: table.code,
    name,
    description: table.name,
    state,
    amount,
    minutes,
    waiting: pending.length > 0,
    failed,
    label: words.join(', '),
  };
}
