import type { PosOutlet, PosTable } from '../domain/master-types';
import { isDeliveryTable } from './pseudo-tables';

export interface UrlChoice {
  /** The outlet to show (null: keep the current one). */
  outlet: string | null;
  /** The table to open (null: none). */
  table: string | null;
  /** Why the address's outlet or table is not opened. */
  problem: string | null;
}

/**
 * What `?outlet=<code>&table=<tableNo>` asks the terminal: the outlet if it is one of the user's, and the
 * table if it is one of that outlet's master tables or a delivery's pseudo table (D<recordId>; the backend
 * takes its KOTs only for a delivery of that outlet).
 */
export function urlChoice(
  outletParam: string | null,
  tableParam: string | null,
  outlets: readonly PosOutlet[],
  master: readonly PosTable[],
  current: string | null,
): UrlChoice {
  const wantedOutlet = outletParam?.trim() || null;
  const wantedTable = tableParam?.trim() || null;
  if (wantedOutlet && !outlets.some((outlet) => outlet.code === wantedOutlet))
    return { outlet: null, table: null, problem: `Outlet ${wantedOutlet} is not one of your outlets.` };
  const outlet = wantedOutlet ?? current;
  if (!wantedTable || !outlet) return { outlet: wantedOutlet, table: null, problem: null };
  if (isDeliveryTable(wantedTable) || master.some((table) => table.outlet === outlet && table.code === wantedTable))
    return { outlet: wantedOutlet, table: wantedTable, problem: null };
  const name = outlets.find((row) => row.code === outlet)?.name ?? outlet;
  return { outlet: wantedOutlet, table: null, problem: `Table ${wantedTable} is not a table of ${name}.` };
}
