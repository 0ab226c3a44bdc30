import type { AccountType, ChartAccount, LedgerEntry, PaymentMode } from '../../../kits/accounting/ledger-types';
import { isRupeeAmount, MAX_AMOUNT_PAISE, toPaise, TWO_DECIMALS_MESSAGE, type Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { Voucher, VoucherLine } from './voucher';

/** Backend contract: the mode decides the counter account's type (cash -> CAS, mobile wallet -> MOB, others -> BAN). */
export const COUNTER_TYPE: Readonly<Record<PaymentMode, AccountType>> = {
  CASH: 'CAS',
  WALLET: 'MOB',
  CARD: 'BAN',
  CHEQUE: 'BAN',
  ONLINE: 'BAN',
};
/** The accounts money sits in: what a transfer moves between. */
export const MONEY_TYPES: ReadonlySet<AccountType> = new Set(['CAS', 'BAN', 'MOB']);

/** Field path (`header.counterAccount`, `lines.0.debit`, `lines`) to the message shown beside it. */
export type VoucherProblems = Record<string, string>;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The amount a line moves, by the voucher's type: payments, journals' debits and transfers debit; receipts credit. */
export function lineSide(type: Voucher['header']['type']): 'debit' | 'credit' {
  return type === 'REC' ? 'credit' : 'debit';
}

/** Total debits and credits of the lines, in paise. */
export function lineTotals(lines: readonly VoucherLine[]): { debit: Paise; credit: Paise } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += toPaise(line.debit);
    credit += toPaise(line.credit);
  }
  return { debit, credit };
}

/** The voucher's amount in paise: a journal's debit total, otherwise the lines' total on their side. */
export function voucherTotal(voucher: Voucher): Paise {
  const totals = lineTotals(voucher.lines);
  return voucher.header.type === 'REC' ? totals.credit : totals.debit;
}

function checkLines(voucher: Voucher, accounts: ReadonlyMap<string, ChartAccount>, problems: VoucherProblems) {
  const { type, counterAccount } = voucher.header;
  if (voucher.lines.length === 0) problems.lines = 'Add at least one line.';
  if (type === 'TRA' && voucher.lines.length > 1) problems.lines = 'A transfer moves money to one account.';
  voucher.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    const account = accounts.get(line.account);
    if (!line.account) problems[`${at}.account`] = 'Choose an account.';
    else if (!account) problems[`${at}.account`] = `There is no account ${line.account}.`;
    else if (type !== 'JOU' && line.account === counterAccount)
      problems[`${at}.account`] = 'The line account cannot be the counter account itself.';
    else if (type === 'TRA' && !MONEY_TYPES.has(account.type))
      problems[`${at}.account`] = 'A transfer goes to a cash, bank or wallet account.';
    for (const side of ['debit', 'credit'] as const) {
      const value = Number(line[side] ?? 0);
      if (!Number.isFinite(value) || value < 0) problems[`${at}.${side}`] = 'Give an amount of zero or more.';
      else if (!isRupeeAmount(value)) problems[`${at}.${side}`] = TWO_DECIMALS_MESSAGE;
      else if (toPaise(value) > MAX_AMOUNT_PAISE)
        problems[`${at}.${side}`] = `Enter an amount of at most ${formatMoney(MAX_AMOUNT_PAISE)}`;
    }
    const debit = toPaise(line.debit);
    const credit = toPaise(line.credit);
    const side = lineSide(type);
    if (type === 'JOU') {
      if (debit > 0 === credit > 0) problems[`${at}.debit`] ??= 'Give either a debit or a credit.';
    } else if ((side === 'debit' ? debit : credit) <= 0) problems[`${at}.${side}`] ??= 'Give an amount above zero.';
    else if ((side === 'debit' ? credit : debit) !== 0)
      problems[`${at}.${side === 'debit' ? 'credit' : 'debit'}`] ??= 'This voucher takes amounts on one side only.';
  });
}

function checkCounter(voucher: Voucher, accounts: ReadonlyMap<string, ChartAccount>, problems: VoucherProblems) {
  const { type, mode, counterAccount, chequeNo, chequeDate, bankName, reference } = voucher.header;
  if (!mode) {
    problems['header.mode'] = 'Choose the mode.';
    return;
  }
  const counter = accounts.get(counterAccount);
  const label = type === 'PAY' ? 'paid from' : type === 'REC' ? 'received into' : 'transferred from';
  if (!counterAccount) problems['header.counterAccount'] = `Choose the account ${label}.`;
  else if (!counter) problems['header.counterAccount'] = `There is no account ${counterAccount}.`;
  else if (type === 'TRA' ? !MONEY_TYPES.has(counter.type) : counter.type !== COUNTER_TYPE[mode]) {
    problems['header.counterAccount'] =
      type === 'TRA'
        ? 'A transfer comes from a cash, bank or wallet account.'
        : `With mode ${mode.toLowerCase()} the account ${label} must be of type ${COUNTER_TYPE[mode]}.`;
  }
  if (mode === 'CHEQUE') {
    if (!chequeNo.trim()) problems['header.chequeNo'] = 'Give the cheque number.';
    else if (!/^\d{6}$/.test(chequeNo.trim())) problems['header.chequeNo'] = 'A cheque number has 6 digits.';
    if (!chequeDate) problems['header.chequeDate'] = 'Give the cheque date.';
    else if (!isDate(chequeDate)) problems['header.chequeDate'] = 'Give a valid date.';
    if (!bankName.trim()) problems['header.bankName'] = 'Give the bank the cheque is drawn on.';
  }
  if ((mode === 'CARD' || mode === 'ONLINE' || mode === 'WALLET') && !reference.trim())
    problems['header.reference'] = 'Give the transaction reference.';
}

/**
 * The backend contract's voucher rules, the same in the form and in the demo backend: what is
 * wrong, by field. Empty when the voucher may be saved.
 */
export function voucherProblems(voucher: Voucher, accounts: ReadonlyMap<string, ChartAccount>): VoucherProblems {
  const problems: VoucherProblems = {};
  const { type, date, narration } = voucher.header;
  if (!date) problems['header.date'] = 'Give the date.';
  else if (!isDate(date)) problems['header.date'] = 'Give a valid date.';
  if (narration.length > 250) problems['header.narration'] = 'Keep the narration within 250 characters.';
  if (type === 'JOU') {
    if (!narration.trim()) problems['header.narration'] = 'A journal needs a narration.';
  } else {
    checkCounter(voucher, accounts, problems);
  }
  checkLines(voucher, accounts, problems);
  if (type === 'JOU' && voucher.lines.length > 0) {
    const { debit, credit } = lineTotals(voucher.lines);
    if (debit !== credit)
      problems.lines ??= `The journal does not balance: debits ${formatMoney(debit)}, credits ${formatMoney(credit)}.`;
    else if (debit === 0) problems.lines ??= 'Give the amounts.';
  }
  return problems;
}

/**
 * The ledger entries a voucher posts, balanced (debits = credits). Payments: each line's account
 * debited, the counter account credited line by line (so a book shows what each part paid for);
 * receipts mirror it; transfers: the line account debited, the counter credited; journals: each
 * line as given, its counter the first account on the other side. A cancelled voucher posts nothing.
 */
export function voucherPostings(voucher: Voucher): LedgerEntry[] {
  const { id, type, date, counterAccount, narration, status } = voucher.header;
  if (status === 'Cancelled') return [];
  const entry = (
    account: string,
    counter: string,
    debit: Paise,
    credit: Paise,
    lineNarration: string,
  ): LedgerEntry => ({
    voucher: id,
    type,
    date,
    account,
    counter,
    debit,
    credit,
    narration: lineNarration || narration,
  });
  if (type === 'JOU') {
    const firstDebit = voucher.lines.find((line) => toPaise(line.debit) > 0)?.account ?? '';
    const firstCredit = voucher.lines.find((line) => toPaise(line.credit) > 0)?.account ?? '';
    return voucher.lines.map((line) => {
      const debit = toPaise(line.debit);
      return entry(line.account, debit > 0 ? firstCredit : firstDebit, debit, toPaise(line.credit), line.narration);
    });
  }
  return voucher.lines.flatMap((line) => {
    const amount = toPaise(type === 'REC' ? line.credit : line.debit);
    return type === 'REC'
      ? [
          entry(counterAccount, line.account, amount, 0, line.narration),
          entry(line.account, counterAccount, 0, amount, line.narration),
        ]
      : [
          entry(line.account, counterAccount, amount, 0, line.narration),
          entry(counterAccount, line.account, 0, amount, line.narration),
        ];
  });
}
