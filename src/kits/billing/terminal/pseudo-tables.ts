import type { PosTable } from '../domain/master-types';

/**
 * A table the terminal can open: one of the tables master, or a delivery's pseudo table (D<recordId>), not in the
 * master.
 */
export interface TerminalTable extends PosTable {
  pseudo: boolean;
}

/** Is this code a delivery's pseudo table (D followed by the delivery's record id)? */
export const isDeliveryTable = (code: string): boolean => /^D\d+$/.test(code);

/** A counter order's pseudo table (take-away): any pseudo table that is not a delivery's. */
export const isCounterOrder = (table: Pick<TerminalTable, 'code' | 'pseudo'>): boolean =>
  table.pseudo && !isDeliveryTable(table.code);

/**
 * The table in a sentence: "Table T4", "Delivery D12", or a counter order by its token ("Token 7", else "Order
 * TA-K3F9QZ").
 */
export const tableWords = (table: TerminalTable): string => {
  if (isCounterOrder(table)) return table.name || `Order ${table.code}`;
  return `${table.pseudo ? 'Delivery' : 'Table'} ${table.code}`;
};

/** How the order pane names the table: "Table T4", or "Delivery D12 — Asha Rao" (the customer when known). */
export function tableTitle(table: TerminalTable): string {
  return table.pseudo && !isCounterOrder(table) && table.name && table.name !== 'Delivery'
    ? `${tableWords(table)} — ${table.name}`
    : tableWords(table);
}

export interface TableSources {
  /** The tables master (every outlet's). */
  master: readonly PosTable[];
  outlet: string;
  /** Tables of this outlet the backend has running, and those with a KOT or bill still in the outbox. */
  running: Iterable<string>;
  waiting: Iterable<string>;
  /** The table opened now (it shows even before its first KOT). */
  opened: string | null;
  /** A delivery's customer by its pseudo table. */
  customers: ReadonlyMap<string, string>;
}

const byCode = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/**
 * The outlet's tables for the grid: the master's, then every table not in the master that is running, waiting
 * in the outbox or open now (a delivery's pseudo table; named by its customer when known), so the cashier can
 * return to it.
 */
export function terminalTables({ master, outlet, running, waiting, opened, customers }: TableSources): TerminalTable[] {
  const own: TerminalTable[] = master
    .filter((table) => table.outlet === outlet)
    .map((table) => ({ ...table, pseudo: false }));
  const known = new Set(own.map((table) => table.code));
  const extra = new Set<string>();
  for (const code of [...running, ...waiting, ...(opened ? [opened] : [])])
    if (code && !known.has(code)) extra.add(code);
  const pseudo = [...extra].sort(byCode).map(
    (code): TerminalTable => ({
      code,
      name: customers.get(code) ?? (isDeliveryTable(code) ? 'Delivery' : ''),
      outlet,
      seats: 0,
      waiter: '',
      pseudo: true,
    }),
  );
  return [...own, ...pseudo];
}
