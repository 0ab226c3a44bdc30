import { fromPaise, toPaise, type Paise } from '../../lib/money/money';
import { applyPercent } from '../../lib/money/money-arithmetic';
import type { VoucherLine } from '../../kits/accounting/document-voucher';
import type { FoSettings } from '../../modules/frontoffice/domain/fo-settings';
import type { FolioKind, FolioLine, FoMode, Stay } from '../../modules/frontoffice/domain/stay-types';
import { nightCharge, slotFor } from '../../modules/frontoffice/domain/tariff';
import type { DemoSession } from '../core/sessions/auth';
import { folioLinesOf, writeFolioLines } from './fo-store';
import { nowStamp } from './fo-session';
import { foAccounts, postFoVoucher, type FoAccount } from './fo-postings';
import { nightTariffText } from '../../modules/frontoffice/folio/domain/folio-words';

/**
 * Writing to a folio: every line and its accounts voucher together, under the line's id. Call these
 * inside the company's write queue (foWrite). Each answers the lines written, or a refusal naming what is missing.
 */

const line = (stay: Stay, id: string, dat: string, kind: FolioKind, fields: Partial<FolioLine>): FolioLine => ({
  id,
  stayNo: stay.stayNo,
  dat,
  at: nowStamp(),
  kind,
  head: '',
  description: '',
  reference: '',
  amount: 0,
  cgst: 0,
  sgst: 0,
  debit: 0,
  credit: 0,
  room: stay.room,
  user: '',
  voucher: id,
  cancelled: false,
  ...fields,
});

const debitLines = (guest: string, credits: readonly [string, Paise][]): VoucherLine[] => {
  const total = credits.reduce((sum, [, amount]) => sum + amount, 0);
  return [
    { code: 'FO_GUEST', account: guest, debit: total, credit: 0 },
    ...credits
      .filter(([, amount]) => amount !== 0)
      .map(([account, amount]) => ({ code: 'FO_CR', account, debit: 0, credit: amount })),
  ];
};

/**
 * The next free line id of a stay: `<stayNo>|<4 digits>` (night lines are `<stayNo>|N<date>`, so a night is never
 * charged twice).
 */
async function nextLineId(companyCode: number, stayNo: string): Promise<string> {
  const used = (await folioLinesOf(companyCode, stayNo))
    .map((row) => Number(row.id.slice(stayNo.length + 1)))
    .filter(Number.isFinite);
  return `${stayNo}|${String(Math.max(0, ...used) + 1).padStart(4, '0')}`;
}

/**
 * A night's line id: `<stayNo>|N<date>`; when a cancelled line of that night already holds it (kept as it was),
 * `~2`, `~3`... after it, so charging the night again never overwrites the cancelled record.
 */
export function nightLineId(stayNo: string, night: string, taken: (id: string) => boolean): string {
  let id = `${stayNo}|N${night}`;
  for (let attempt = 2; taken(id); attempt += 1) id = `${stayNo}|N${night}~${attempt}`;
  return id;
}

/**
 * Charges nights (yyyy-MM-dd) at the stay's tariff slots and the settings' tax slabs: Dr guest ledger, Cr room revenue
 * and CGST / SGST.
 */
export async function chargeNights(
  session: DemoSession,
  stay: Stay,
  nights: readonly string[],
  settings: FoSettings,
): Promise<FolioLine[]> {
  const account = await foAccounts(session);
  const [guest, revenue, cgstAccount, sgstAccount] = await Promise.all([
    account('guest'),
    account('roomRevenue'),
    account({ tax: 'CGST' }),
    account({ tax: 'SGST' }),
  ]);
  const written: FolioLine[] = [];
  const ids = new Set((await folioLinesOf(session.companyCode, stay.stayNo)).map((row) => row.id));
  for (const night of nights) {
    const slot = slotFor(stay.slots, night);
    if (!slot) continue;
    const charge = nightCharge(slot, settings.roomTaxSlabs);
    const row = line(
      stay,
      nightLineId(stay.stayNo, night, (id) => ids.has(id)),
      night,
      'ROOM',
      {
        head: 'ROOM',
        reference: night,
        description: nightTariffText(stay.room, night, slot.mealPlan, charge.percent),
        amount: fromPaise(charge.amount),
        cgst: fromPaise(charge.cgst),
        sgst: fromPaise(charge.sgst),
        debit: fromPaise(charge.debit),
        user: session.userName,
      },
    );
    await postFoVoucher(
      session.companyCode,
      row.voucher,
      night,
      `${stay.stayNo} ${row.description}`,
      debitLines(guest, [
        [revenue, charge.amount],
        [cgstAccount, charge.cgst],
        [sgstAccount, charge.sgst],
      ]),
      null,
    );
    written.push(row);
  }
  await writeFolioLines(session.companyCode, written);
  return written;
}

export interface ChargeInput {
  head: string; // post-charge head code
  headName: string;
  incomeAccount: string; // the head's income account name (post-charges master `account`)
  taxPercent: number;
  amount: Paise; // taxable value
  description: string;
  reference: string;
  dat: string;
}

/** Posts a charge to the folio: Dr guest ledger, Cr the head's income account and CGST / SGST (equal halves). */
export async function postCharge(session: DemoSession, stay: Stay, charge: ChargeInput): Promise<FolioLine> {
  const account = await foAccounts(session);
  const [guest, income, cgstAccount, sgstAccount] = await Promise.all([
    account('guest'),
    account({ income: charge.incomeAccount }),
    account({ tax: 'CGST' }),
    account({ tax: 'SGST' }),
  ]);
  const cgst = applyPercent(charge.amount, charge.taxPercent / 2);
  const sgst = applyPercent(charge.amount, charge.taxPercent / 2);
  const row = line(stay, await nextLineId(session.companyCode, stay.stayNo), charge.dat, 'CHARGE', {
    head: charge.head,
    reference: charge.reference,
    description: charge.description || charge.headName,
    amount: fromPaise(charge.amount),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    debit: fromPaise(charge.amount + cgst + sgst),
    user: session.userName,
  });
  await postFoVoucher(
    session.companyCode,
    row.voucher,
    charge.dat,
    `${stay.stayNo} room ${stay.room}: ${row.description}`,
    debitLines(guest, [
      [income, charge.amount],
      [cgstAccount, cgst],
      [sgstAccount, sgst],
    ]),
    null,
  );
  await writeFolioLines(session.companyCode, [row]);
  return row;
}

const MODE_ACCOUNT: Record<FoMode, FoAccount> = { CASH: 'cash', CARD: 'card', UPI: 'upi', COMPANY: 'companyDebtors' };

export interface MoneyInput {
  kind: 'ADVANCE' | 'PAYMENT' | 'REFUND' | 'COMPANY' | 'ALLOWANCE';
  mode: FoMode; // ALLOWANCE ignores it (posted against room revenue)
  amount: Paise;
  reference: string; // the receipt, bill or refund number
  description: string;
  dat: string;
}

/**
 * Money in or out of a folio. ADVANCE / PAYMENT / COMPANY: Dr cash, bank, wallet or company debtors, Cr guest
 * ledger. REFUND: Dr guest ledger, Cr cash (or the mode's account). ALLOWANCE (a discount on the room): Dr room
 * revenue, Cr guest ledger. Answers the refusal when the user has no account of the mode assigned.
 */
export async function postMoney(session: DemoSession, stay: Stay, money: MoneyInput): Promise<FolioLine | string> {
  const account = await foAccounts(session);
  const guest = await account('guest');
  const other = money.kind === 'ALLOWANCE' ? await account('roomRevenue') : await account(MODE_ACCOUNT[money.mode]);
  if (!other)
    return `You have no ${money.mode === 'CASH' ? 'cash' : money.mode === 'UPI' ? 'wallet or bank' : 'bank'} account assigned to take this payment into: ask an administrator to assign one (Admin, Users).`;
  const refund = money.kind === 'REFUND';
  const row = line(stay, await nextLineId(session.companyCode, stay.stayNo), money.dat, money.kind, {
    head: money.kind === 'ALLOWANCE' ? 'ALLOWANCE' : money.mode,
    reference: money.reference,
    description: money.description,
    amount: fromPaise(money.amount),
    debit: refund ? fromPaise(money.amount) : 0,
    credit: refund ? 0 : fromPaise(money.amount),
    user: session.userName,
  });
  const lines: VoucherLine[] = refund
    ? [
        { code: 'FO_GUEST', account: guest, debit: money.amount, credit: 0 },
        { code: 'FO_MODE', account: other, debit: 0, credit: money.amount },
      ]
    : [
        { code: 'FO_MODE', account: other, debit: money.amount, credit: 0 },
        { code: 'FO_GUEST', account: guest, debit: 0, credit: money.amount },
      ];
  await postFoVoucher(
    session.companyCode,
    row.voucher,
    money.dat,
    `${stay.stayNo} room ${stay.room}: ${money.description}`,
    lines,
    null,
  );
  await writeFolioLines(session.companyCode, [row]);
  return row;
}

/** Cancels a folio line: kept, marked cancelled, its voucher taken back (a POS line's voucher belongs to the bill). */
export async function cancelFolioLine(companyCode: number, row: FolioLine): Promise<FolioLine> {
  const cancelled = { ...row, cancelled: true };
  if (row.voucher) await postFoVoucher(companyCode, row.voucher, row.dat, '', [], row.dat);
  await writeFolioLines(companyCode, [cancelled]);
  return cancelled;
}

/**
 * A restaurant bill settled to the room, as its folio line: the bill's own voucher already debited the guest ledger.
 */
export function posFolioLine(
  stay: Stay,
  charge: { id: string; seq: string; billNo: number; dat: string; outlet: string; amount: number; user: string },
): FolioLine {
  return line(stay, `${stay.stayNo}|P${charge.id}`, charge.dat, 'POS', {
    head: charge.outlet,
    reference: charge.seq,
    description: `Restaurant bill ${charge.seq} (${charge.outlet})`,
    amount: charge.amount,
    debit: fromPaise(toPaise(charge.amount)),
    user: charge.user,
    voucher: '',
  });
}
