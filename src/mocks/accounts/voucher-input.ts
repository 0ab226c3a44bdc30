import type { PaymentMode, VoucherType } from '../../kits/accounting/ledger-types';
import { emptyVoucher, type Voucher } from '../../modules/accounts/ledger/voucher';

const TYPES: readonly string[] = ['PAY', 'REC', 'JOU', 'TRA'];
const MODES: readonly string[] = ['CASH', 'CARD', 'CHEQUE', 'ONLINE', 'WALLET'];

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const amount = (value: unknown) => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(number) ? number : Number.NaN;
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isVoucherType = (value: unknown): value is VoucherType =>
  typeof value === 'string' && TYPES.includes(value);

/**
 * The voucher a client sent (`{header, lines}`), read defensively: unknown fields dropped, text trimmed, amounts as
 * numbers.
 */
export function readVoucher(body: Record<string, unknown>): Voucher | null {
  const header = isRecord(body.header) ? body.header : null;
  if (!header || !isVoucherType(header.type)) return null;
  const base = emptyVoucher(header.type, text(header.date), '');
  const mode = text(header.mode);
  return {
    header: {
      ...base.header,
      id: text(header.id),
      mode: header.type === 'JOU' ? '' : MODES.includes(mode) ? (mode as PaymentMode) : '',
      counterAccount: header.type === 'JOU' ? '' : text(header.counterAccount),
      chequeNo: mode === 'CHEQUE' ? text(header.chequeNo) : '',
      chequeDate: mode === 'CHEQUE' ? text(header.chequeDate) : '',
      bankName: mode === 'CHEQUE' ? text(header.bankName) : '',
      reference: mode === 'CHEQUE' || mode === 'CASH' ? '' : text(header.reference),
      narration: text(header.narration),
    },
    lines: (Array.isArray(body.lines) ? body.lines : []).filter(isRecord).map((line) => ({
      account: text(line.account),
      debit: amount(line.debit),
      credit: amount(line.credit),
      narration: text(line.narration),
    })),
  };
}
