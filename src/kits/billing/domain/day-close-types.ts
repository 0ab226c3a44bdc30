import type { SettleMode } from './bill-types';

export interface DayModeTotal {
  mode: SettleMode;
  bills: number;
  amount: number;
}

export interface DayStatus {
  dat: string;
  closed: boolean;
  openTables: number;
  unsettledBills: number;
  bills: number;
  sales: number;
  modes: DayModeTotal[];
  /** Cash paid back that day by sale returns in force (refunded in cash): it left the drawer. */
  cashRefunds?: number;
  nc: number;
  voids: number;
}

export interface DayCloseInput {
  dat: string;
  countedCash: number;
  confirmOpen: boolean; // the manager closes although tables or bills are still open
  remarks: string;
}
