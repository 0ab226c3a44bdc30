import { toPaise } from '../../../lib/money/money';
import type {
  FinalBillRecord,
  PreparedBill,
  SettledCheckout,
  Settlement,
  TenderMode,
} from '../../../modules/frontoffice/checkout/domain/checkout-types';
import { settlementProblem } from '../../../modules/frontoffice/checkout/domain/tender-check';
import { folioBalancePaise, nightsToCharge } from '../../../modules/frontoffice/domain/folio';
import { FO_PREFIXES, nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import type { FolioLine, Stay } from '../../../modules/frontoffice/domain/stay-types';
import type { DemoSession } from '../../core/sessions/auth';
import { foAccounts } from '../fo-postings';
import { nowStamp } from '../fo-session';
import { folioLinesOf, foSettingsOf, hotelDate, setRoomStatus, stayOf, writeStay } from '../fo-store';
import { chargeNights, postMoney } from '../folio-posting';
import { billableCompanies, finalBillOf, finalBillsNumbered, writeCompanyBill, writeFinalBill } from './checkout-store';

/**
 * The two steps of a check-out, for the check-out screen and the group checkouts alike. Call them inside
 * the company's write queue (foWrite): each reads the stay afresh, and answers its result or a refusal naming the
 * problem (nothing written on a refusal).
 */

/** Why a stay cannot be worked on at check-out, or null when it is open. */
function notOpen(stay: Stay | undefined, stayNo: string): string | null {
  if (!stay) return `There is no stay ${stayNo}.`;
  if (stay.status === 'CHECKED_OUT') return `Stay ${stay.stayNo} (room ${stay.room}) has already checked out.`;
  if (stay.status === 'CANCELLED') return `Stay ${stay.stayNo} (room ${stay.room}) was cancelled.`;
  return null;
}

const timeOn = (date: string) => `${date}T${nowStamp().slice(11, 16)}`;

/**
 * Step one: charges the nights not yet charged up to the hotel date (a same-day stay pays one night, a house guest
 * none), numbers the final bill (FBL; a folio reopened keeps its number, so the series has no gap) and closes the
 * folio: the stay becomes CHECKOUT_PENDING, which refuses new postings and holds up the night audit.
 */
export async function prepareFinalBill(session: DemoSession, given: Stay): Promise<PreparedBill | string> {
  const { companyCode } = session;
  const stay = await stayOf(companyCode, given.stayNo);
  const closed = notOpen(stay, given.stayNo);
  if (closed || !stay) return closed ?? '';
  if (stay.status === 'CHECKOUT_PENDING')
    return `The final bill ${stay.finalBill} of room ${stay.room} is already prepared: settle it, or reopen the folio.`;
  const [today, settings, lines, kept] = await Promise.all([
    hotelDate(companyCode),
    foSettingsOf(companyCode),
    folioLinesOf(companyCode, stay.stayNo),
    finalBillOf(companyCode, stay.finalBill),
  ]);
  const nights = await chargeNights(session, stay, nightsToCharge(stay, lines, today), settings);
  // The month's bills only (one key range), not every final bill of the hotel's years.
  const head = `${FO_PREFIXES.finalBill}${today.slice(2, 4)}-${today.slice(5, 7)}/`;
  const billNo =
    kept?.billNo ??
    nextFoNumber(
      'finalBill',
      today,
      kept ? [] : (await finalBillsNumbered(companyCode, head)).map((bill) => bill.billNo),
    );
  const record: FinalBillRecord = {
    billNo,
    stayNo: stay.stayNo,
    room: stay.room,
    guestName: stay.guest.name,
    dat: today,
    preparedAt: timeOn(today),
    status: 'PREPARED',
    settledAt: '',
    reopenedAt: kept?.reopenedAt ?? '',
    reopenReason: kept?.reopenReason ?? '',
    printCount: kept?.printCount ?? 0,
    user: session.userName,
  };
  const pending: Stay = { ...stay, status: 'CHECKOUT_PENDING', finalBill: billNo };
  await writeFinalBill(companyCode, record);
  await writeStay(companyCode, pending);
  return { stay: pending, billNo, nights };
}

/**
 * Reopens a prepared folio: the stay is in house again and takes postings. The bill number is kept (marked
 * REOPENED, with its prints counted) and used again when the bill is prepared anew; nights charged stay charged.
 */
export async function reopenFolio(session: DemoSession, stayNo: string, reason: string): Promise<Stay | string> {
  const { companyCode } = session;
  const stay = await stayOf(companyCode, stayNo);
  const closed = notOpen(stay, stayNo);
  if (closed || !stay) return closed ?? '';
  if (stay.status !== 'CHECKOUT_PENDING') return `The folio of room ${stay.room} is open: no final bill is prepared.`;
  if (!reason.trim()) return 'Give the reason for reopening the folio.';
  const bill = await finalBillOf(companyCode, stay.finalBill);
  if (bill)
    await writeFinalBill(companyCode, {
      ...bill,
      status: 'REOPENED',
      reopenedAt: timeOn(await hotelDate(companyCode)),
      reopenReason: reason.trim(),
      user: session.userName,
    });
  const open: Stay = { ...stay, status: 'IN_HOUSE' };
  await writeStay(companyCode, open);
  return open;
}

const MODE_ACCOUNT = { CASH: 'cash', CARD: 'card', UPI: 'upi' } as const;
const MODE_WORD: Record<TenderMode, string> = { CASH: 'cash', CARD: 'card', UPI: 'UPI' };

/**
 * Step two: settles the prepared folio and checks the guest out. A balance owed: a PAYMENT line per tender and a
 * COMPANY line for the part billed to a company (Dr company debtors; recorded in the company bills); the tenders and
 * that part must equal the balance exactly, the part within the company's credit less what it owes. A folio in
 * credit: a REFUND line per tender. Then the stay CHECKED_OUT and its room DIRTY.
 */
export async function settleCheckout(
  session: DemoSession,
  given: Stay,
  settlement: Settlement,
): Promise<SettledCheckout | string> {
  const { companyCode } = session;
  const stay = await stayOf(companyCode, given.stayNo);
  const closed = notOpen(stay, given.stayNo);
  if (closed || !stay) return closed ?? '';
  if (stay.status !== 'CHECKOUT_PENDING') return `Prepare the final bill of room ${stay.room} first.`;
  const billNo = stay.finalBill;
  const [today, lines, companies] = await Promise.all([
    hotelDate(companyCode),
    folioLinesOf(companyCode, stay.stayNo),
    billableCompanies(companyCode),
  ]);
  const balance = folioBalancePaise(lines);
  const tenders = settlement.tenders.map((tender) => ({ ...tender, paise: toPaise(tender.amount) }));
  const companyPaise = toPaise(settlement.companyAmount);
  const billed = companyPaise > 0 ? companies.find((company) => company.code === settlement.company) : undefined;
  if (companyPaise > 0 && settlement.company && !billed)
    return `${settlement.company} is not a company or agent allowed credit.`;
  const credit = billed
    ? { name: billed.name, creditLimit: toPaise(billed.creditLimit), owes: toPaise(billed.owes) }
    : null;
  const problem = settlementProblem(
    balance,
    {
      tenders: tenders.map((tender) => ({ amount: tender.paise })),
      company: settlement.company,
      companyAmount: companyPaise,
    },
    credit,
  );
  if (problem) return problem;
  const account = await foAccounts(session);
  for (const tender of tenders) {
    if (!(await account(MODE_ACCOUNT[tender.mode])))
      return `You have no ${MODE_WORD[tender.mode]} account assigned to take this payment into: ask an administrator to assign one (Admin, Users).`;
  }
  const written: FolioLine[] = [];
  const refund = balance < 0;
  for (const tender of tenders) {
    const slip = tender.reference.trim() ? `, ref. ${tender.reference.trim()}` : '';
    const description = refund
      ? `Refund at check-out in ${MODE_WORD[tender.mode]}, bill ${billNo}${slip}`
      : `Paid at check-out in ${MODE_WORD[tender.mode]}, bill ${billNo}${slip}`;
    const row = await postMoney(session, stay, {
      kind: refund ? 'REFUND' : 'PAYMENT',
      mode: tender.mode,
      amount: tender.paise,
      reference: billNo,
      description,
      dat: today,
    });
    if (typeof row === 'string') return row;
    written.push(row);
  }
  let companyBill: SettledCheckout['companyBill'] = null;
  if (billed && companyPaise > 0) {
    const row = await postMoney(session, stay, {
      kind: 'COMPANY',
      mode: 'COMPANY',
      amount: companyPaise,
      reference: billNo,
      description: `Billed to ${billed.name} (${billed.code}), bill ${billNo}`,
      dat: today,
    });
    if (typeof row === 'string') return row;
    written.push(row);
    companyBill = {
      billNo,
      company: billed.code,
      companyName: billed.name,
      stayNo: stay.stayNo,
      guestName: stay.guest.name,
      room: stay.room,
      dat: today,
      amount: settlement.companyAmount,
      received: 0,
      pending: settlement.companyAmount,
    };
    await writeCompanyBill(companyCode, companyBill);
  }
  const left: Stay = { ...stay, status: 'CHECKED_OUT', checkedOutAt: timeOn(today) };
  await writeStay(companyCode, left);
  await setRoomStatus(companyCode, stay.room, 'DIRTY');
  const bill = await finalBillOf(companyCode, billNo);
  if (bill)
    await writeFinalBill(companyCode, {
      ...bill,
      status: 'SETTLED',
      settledAt: left.checkedOutAt,
      user: session.userName,
    });
  return { stay: left, billNo, lines: written, companyBill };
}
