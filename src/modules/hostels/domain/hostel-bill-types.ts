import type { Occupant } from './allocation-types';

export type BillLineKind = 'RENT' | 'SERVICE' | 'CHARGE';

export interface BillLine {
  /**
   * What was billed, so it is never billed twice: RENT|<allocNo>|<month>, AUTO|<allocNo>|<month>|<service>, SUB|<id>,
   * CHG|<id>.
   */
  item: string;
  kind: BillLineKind;
  description: string;
  /** Days charged (rent and services); null for a posted charge. */
  days: number | null;
  amount: number;
  taxPercent: number;
  cgst: number;
  sgst: number;
  /** The income account's name it posts to (Hostel rent income, a head's account...). */
  income: string;
}

export interface HostelBill {
  /** HBL<yy>-<MM>/<nnnn>, numbered by its date. */
  billNo: string;
  date: string;
  month: string;
  occupant: Occupant;
  allocNos: string[];
  hostel: string;
  bedId: string;
  lines: BillLine[];
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
  received: number;
  due: number;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  cancelledAt: string;
  cancelledBy: string;
  by: string;
}

/** What a billing run would make for one occupant (not numbered yet). */
export interface BillDraft {
  occupant: Occupant;
  allocNos: string[];
  hostel: string;
  bedId: string;
  lines: BillLine[];
  total: number;
}

export interface BillingPreview {
  month: string;
  /** The latest month that may be billed (the current one). */
  currentMonth: string;
  drafts: BillDraft[];
  bills: HostelBill[];
}
