import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import type { ChartAccount, PaymentMode } from '../../../kits/accounting/ledger-types';
import type { Voucher, VoucherLine } from '../ledger/voucher';
import { voucherProblems } from '../ledger/voucher-rules';

/** The form's values: the header's editable fields flat, and the lines. */
export type VoucherFormValues = ResourceRecord;

const HEADER_FIELDS = [
  'date',
  'mode',
  'counterAccount',
  'chequeNo',
  'chequeDate',
  'bankName',
  'reference',
  'narration',
] as const;

export function toFormValues(voucher: Voucher): VoucherFormValues {
  const values: VoucherFormValues = Object.fromEntries(HEADER_FIELDS.map((name) => [name, voucher.header[name]]));
  // A zero amount shows as an empty box, so the user types rather than edits a 0.
  values.lines = voucher.lines.map((line) => ({ ...line, debit: line.debit || null, credit: line.credit || null }));
  return values;
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The voucher the values describe (blank amounts count as zero), on top of the header it started from. */
export function toVoucher(values: VoucherFormValues, base: Voucher): Voucher {
  const lines = (Array.isArray(values.lines) ? values.lines : []).map(
    (line): VoucherLine => ({
      account: text(line.account),
      debit: amount(line.debit),
      credit: amount(line.credit),
      narration: text(line.narration),
    }),
  );
  const header = { ...base.header };
  for (const name of HEADER_FIELDS) {
    if (name === 'mode') header.mode = base.header.type === 'JOU' ? '' : (text(values.mode) as PaymentMode | '');
    else header[name] = text(values[name]);
  }
  return { header, lines };
}

/** The server's and the rules' field paths (`header.date`, `lines.0.debit`) as the form's (`date`, `lines.0.debit`). */
export const formPath = (path: string) => path.replace(/^header\./, '');

function nest(errors: Record<string, string>): FieldErrors<VoucherFormValues> {
  const result: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = formPath(path).split('.');
    let at = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) at[part] = { type: 'rule', message };
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result as FieldErrors<VoucherFormValues>;
}

/** Validates with the same rules the server applies (backend contract), against the accounts loaded. */
export function voucherResolver(
  base: Voucher,
  accounts: ReadonlyMap<string, ChartAccount>,
): Resolver<VoucherFormValues> {
  return (values) => {
    const problems = voucherProblems(toVoucher(values, base), accounts);
    return Object.keys(problems).length === 0 ? { values, errors: {} } : { values: {}, errors: nest(problems) };
  };
}
