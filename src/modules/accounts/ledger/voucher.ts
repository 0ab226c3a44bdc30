import type { PaymentMode, VoucherStatus, VoucherType } from '../../../kits/accounting/ledger-types';

/**
 * A voucher as the backend contract carries it (`setTransaction {header, lines, tracheck, usr}`),
 * amounts in rupees with at most two decimals. A payment's lines are debits and its counter account
 * is credited with the total; a receipt mirrors it; a journal's lines carry their own debit or
 * credit; a transfer has one line (the account receiving) and the counter account gives.
 */
export interface VoucherHeader {
  /** `${type}-${yyyyMMdd}-${branch}-${number}`, e.g. PAY-20261122-E001-3; '' until the server numbers it. */
  id: string;
  type: VoucherType;
  /** The day's number per branch (the day's highest + 1), given by the server. */
  number: number;
  /** yyyy-MM-dd. */
  date: string;
  /** The branch code (usr.bCode), e.g. E001. */
  branch: string;
  /** Payments, receipts, transfers; '' for journals. */
  mode: PaymentMode | '';
  /** The cash, bank or wallet account paid from / received into / transferred from; '' for journals. */
  counterAccount: string;
  chequeNo: string;
  chequeDate: string;
  /** The bank a cheque is drawn on. */
  bankName: string;
  /** The card, online or wallet transaction reference. */
  reference: string;
  narration: string;
  /** Set by the server: the voucher's amount. */
  total: number;
  status: VoucherStatus;
  printCount: number;
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
}

export interface VoucherLine {
  account: string;
  debit: number;
  credit: number;
  narration: string;
}

export interface Voucher {
  header: VoucherHeader;
  lines: VoucherLine[];
}

export const VOUCHER_TYPES: ReadonlyArray<{ value: VoucherType; label: string }> = [
  { value: 'PAY', label: 'Payment' },
  { value: 'REC', label: 'Receipt' },
  { value: 'JOU', label: 'Journal' },
  { value: 'TRA', label: 'Transfer' },
];

export const PAYMENT_MODES: ReadonlyArray<{ value: PaymentMode; label: string }> = [
  { value: 'CASH', label: 'Cash' },
  { value: 'CARD', label: 'Card' },
  { value: 'CHEQUE', label: 'Cheque' },
  { value: 'ONLINE', label: 'Online transfer' },
  { value: 'WALLET', label: 'Mobile wallet' },
];

export const voucherTypeLabel = (type: VoucherType): string =>
  VOUCHER_TYPES.find((entry) => entry.value === type)?.label ?? type;

/** The id the server gives: type, day, branch and the day's number, e.g. PAY-20261122-E001-3. */
export function voucherId(type: VoucherType, date: string, branch: string, number: number): string {
  return `${type}-${date.replaceAll('-', '')}-${branch}-${number}`;
}

/** An empty voucher of a type for a new form. */
export function emptyVoucher(type: VoucherType, date: string, branch: string): Voucher {
  return {
    header: {
      id: '',
      type,
      number: 0,
      date,
      branch,
      mode: type === 'JOU' ? '' : 'CASH',
      counterAccount: '',
      chequeNo: '',
      chequeDate: '',
      bankName: '',
      reference: '',
      narration: '',
      total: 0,
      status: 'Active',
      printCount: 0,
      createdBy: '',
      createdAt: '',
      modifiedBy: '',
      modifiedAt: '',
    },
    lines: type === 'JOU' ? [emptyLine(), emptyLine()] : [emptyLine()],
  };
}

export const emptyLine = (): VoucherLine => ({ account: '', debit: 0, credit: 0, narration: '' });
