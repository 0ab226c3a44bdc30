import { formatDate } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise, type Paise } from '../../../lib/money/money';
import type { FoMode, FolioKind, Stay } from '../../../modules/frontoffice/domain/stay-types';
import type { DemoSession } from '../../core/sessions/auth';
import { foAccounts } from '../fo-postings';
import { nowStamp } from '../fo-session';
import { closeGroupIfLeft } from '../groups/group-close';
import {
  foSettingsOf,
  folioLinesOf,
  hotelDate,
  reservationsOf,
  setRoomStatus,
  stayOf,
  writeCForm,
  writeReservation,
  writeStay,
} from '../fo-store';
import { postMoney } from '../folio-posting';
import { groupFacts } from '../groups/group-read';
import { checkinUndoOf } from './checkin-undo';
import { cformOfStay } from './cform-store';
import { nextReceiptNumber } from './receipt-numbers';

const MONEY_IN: readonly FolioKind[] = ['ADVANCE', 'PAYMENT'];
const KIND_WORDS: Partial<Record<FolioKind, string>> = {
  ROOM: 'room nights',
  CHARGE: 'posted charges',
  POS: 'restaurant bills',
  COMPANY: 'amounts moved to a company',
  ALLOWANCE: 'allowances',
  TRANSFER: 'transfers',
};
const MODE_ACCOUNT = { CASH: 'cash', CARD: 'card', UPI: 'upi', COMPANY: 'companyDebtors' } as const;

/**
 * A group's leader's folio takes the others' balances: as Link / unlink does, its check-in is not cancelled while
 * other rooms of the group are in house (another room becomes the leader first).
 */
async function leaderRefusal(company: number, stay: Stay): Promise<string | null> {
  const facts = await groupFacts(company, stay.groupId);
  if (!facts || facts.group.leaderStayNo !== stay.stayNo) return null;
  const others = facts.stays.filter(
    (one) => one.stayNo !== stay.stayNo && (one.status === 'IN_HOUSE' || one.status === 'CHECKOUT_PENDING'),
  );
  if (others.length === 0) return null;
  return `Room ${stay.room} is the leader's of group ${facts.group.name} (${stay.guest.name}): make another room the leader first (Modify group), then cancel its check-in.`;
}

/**
 * Cancels a check-in (inside the write queue): only on the arrival's hotel date (settings.cancelSameDayOnly), with a
 * reason, while the folio holds nothing but money taken; every mode's net advance is refunded (FRF), the stay kept
 * as CANCELLED (its due C-Form too), the room back to DIRTY, the reservation (if any) back to BOOKED on the room
 * (or category) it was booked for. Answers the refund numbers or a refusal.
 */
export async function cancelCheckIn(
  session: DemoSession,
  stayNo: string,
  reason: string,
): Promise<{ stay: Stay; refunds: string[] } | string> {
  const company = session.companyCode;
  const stay = await stayOf(company, stayNo);
  if (!stay) return `Stay ${stayNo} does not exist.`;
  if (stay.status === 'CANCELLED') return `Check-in ${stayNo} is already cancelled.`;
  if (stay.status !== 'IN_HOUSE')
    return `Check-in ${stayNo} cannot be cancelled: the guest is ${stay.status === 'CHECKED_OUT' ? 'checked out' : 'being checked out (the final bill is prepared)'}.`;
  if (reason.trim() === '') return 'Say why the check-in is cancelled.';
  const leads = stay.groupId ? await leaderRefusal(company, stay) : null;
  if (leads) return leads;
  const [date, settings, lines] = await Promise.all([
    hotelDate(company),
    foSettingsOf(company),
    folioLinesOf(company, stayNo),
  ]);
  const arrived = stay.arrival.slice(0, 10);
  if (settings.cancelSameDayOnly && arrived !== date)
    return `A check-in can be cancelled only on its arrival's hotel date: ${stayNo} arrived on ${formatDate(arrived)} and the hotel date is ${formatDate(date)}. Check the guest out instead.`;
  const live = lines.filter((line) => !line.cancelled);
  const other = [
    ...new Set(
      live
        .filter((line) => !MONEY_IN.includes(line.kind) && line.kind !== 'REFUND')
        .map((line) => KIND_WORDS[line.kind] ?? line.kind),
    ),
  ];
  if (other.length > 0)
    return `Check-in ${stayNo} cannot be cancelled: its folio already has ${other.join(', ')}. Check the guest out instead.`;
  // The money taken, net of refunds, per mode: each mode is refunded in its own mode.
  const net = new Map<FoMode, Paise>();
  for (const line of live) {
    const mode = line.head as FoMode;
    const amount = line.kind === 'REFUND' ? -toPaise(line.debit) : toPaise(line.credit);
    net.set(mode, (net.get(mode) ?? 0) + amount);
  }
  const owed = [...net].filter(([, amount]) => amount > 0);
  const account = await foAccounts(session);
  for (const [mode] of owed) {
    if (!(await account(MODE_ACCOUNT[mode] ?? 'cash')))
      return `You have no ${mode.toLowerCase()} account assigned to refund the advance from: ask an administrator to assign one (Admin, Users).`;
  }
  const refunds: string[] = [];
  for (const [mode, amount] of owed) {
    const number = await nextReceiptNumber(company, 'refund', date);
    const posted = await postMoney(session, stay, {
      kind: 'REFUND',
      mode,
      amount,
      reference: number,
      description: `Advance refunded ${number}: check-in cancelled (${formatMoney(amount)} ${mode})`,
      dat: date,
    });
    if (typeof posted === 'string') return posted;
    refunds.push(number);
  }
  const cancelled: Stay = { ...stay, status: 'CANCELLED', cancelledAt: nowStamp(), cancelReason: reason.trim() };
  await writeStay(company, cancelled);
  await setRoomStatus(company, stay.room, 'DIRTY');
  // The C-Form the check-in created is no longer due (kept, marked); one already submitted stays as submitted.
  const cform = await cformOfStay(company, stay.stayNo);
  if (cform && cform.status === 'DUE') await writeCForm(company, { ...cform, status: 'CANCELLED' });
  if (stay.reservationId) {
    const reservation = (await reservationsOf(company)).find((row) => row.reservationId === stay.reservationId);
    const undo = await checkinUndoOf(company, stay.stayNo);
    if (reservation && reservation.stayNo === stay.stayNo)
      await writeReservation(company, {
        ...reservation,
        status: 'BOOKED',
        stayNo: '',
        room: undo ? undo.reservationRoom : reservation.room,
      });
  }
  // The group's last member gone (and nothing of it still booked): the group closes, as after a check-out.
  await closeGroupIfLeft(company, stay.groupId);
  return { stay: cancelled, refunds };
}
