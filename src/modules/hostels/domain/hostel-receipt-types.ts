import type { OccupantKind } from './allocation-types';

export type ReceiptMode = 'CAS' | 'BAN' | 'MOB';

export interface DueOccupant {
  key: string;
  name: string;
  kind: OccupantKind;
  bedId: string;
  due: number;
  bills: number;
}

export interface DueBill {
  billNo: string;
  month: string;
  date: string;
  total: number;
  received: number;
  due: number;
}

export interface ReceiptAccount {
  code: string;
  detail: string;
  typ: ReceiptMode;
}

export interface ReceiptRequirements {
  today: string;
  occupants: DueOccupant[];
  accounts: ReceiptAccount[];
}

export interface ReceiptInput {
  occupantKey: string;
  amount: number;
  mode: ReceiptMode;
  account: string;
  reference: string;
  remarks: string;
}

export interface HostelReceipt {
  /** HRC<yy>-<MM>/<nnnn>. */
  receiptNo: string;
  date: string;
  occupantKey: string;
  occupantName: string;
  amount: number;
  mode: ReceiptMode;
  account: string;
  accountName: string;
  reference: string;
  remarks: string;
  /** The bills it settled, oldest first. */
  lines: Array<{ billNo: string; month: string; amount: number }>;
  printCount: number;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  by: string;
}

export const RECEIPT_MODE_LABELS: Readonly<Record<ReceiptMode, string>> = { CAS: 'Cash', BAN: 'Bank', MOB: 'Wallet' };
