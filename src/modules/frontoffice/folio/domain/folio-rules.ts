import { formatDate } from '../../../../lib/format/date-format';
import { addPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { applyPercent, multiplyByQuantity } from '../../../../lib/money/money-arithmetic';
import { folioBalancePaise, postedNights } from '../../domain/folio';
import type { FolioLine, Stay, TariffSlot } from '../../domain/stay-types';
import { slotFor } from '../../domain/tariff';
import type { RoomState } from './folio-types';

/**
 * Why a stay's folio takes no posting (the final bill is prepared, it has left, it was cancelled), or null when it is
 * in house.
 */
export function closedFolioText(stay: Pick<Stay, 'status' | 'room' | 'stayNo'>): string | null {
  if (stay.status === 'IN_HOUSE') return null;
  if (stay.status === 'CHECKOUT_PENDING')
    return `Room ${stay.room}'s final bill is prepared (${stay.stayNo}): reopen the folio first.`;
  if (stay.status === 'CHECKED_OUT')
    return `Room ${stay.room} has checked out (${stay.stayNo}): reopen the folio first.`;
  return `Check-in ${stay.stayNo} of room ${stay.room} was cancelled.`;
}

/** What a folio adds up to, in paise: the charges before tax, their taxes, the money in, and what is still owed. */
export interface FolioTotals {
  charges: Paise;
  taxes: Paise;
  credits: Paise;
  balance: Paise;
}

export function folioTotals(lines: readonly FolioLine[]): FolioTotals {
  const live = lines.filter((line) => !line.cancelled);
  const taxes = sumPaise(live.map((line) => addPaise(toPaise(line.cgst), toPaise(line.sgst))));
  const debits = sumPaise(live.map((line) => toPaise(line.debit)));
  return {
    charges: debits - taxes,
    taxes,
    credits: sumPaise(live.map((line) => toPaise(line.credit))),
    balance: folioBalancePaise(lines),
  };
}

/**
 * A posted charge's figures, as the folio posting computes them: quantity x rate, then CGST and SGST halves of the GST.
 */
export function chargeFigures(ratePaise: Paise, quantity: number, taxPercent: number) {
  const amount = multiplyByQuantity(ratePaise, quantity);
  const cgst = applyPercent(amount, taxPercent / 2);
  const sgst = applyPercent(amount, taxPercent / 2);
  return { amount, cgst, sgst, total: addPaise(amount, cgst, sgst) };
}

/**
 * What the hotel holds of the guest's money beyond what they owe (0 when they owe): the most an advance refund may give
 * back.
 */
export const unusedCreditPaise = (lines: readonly FolioLine[]): Paise => Math.max(0, -folioBalancePaise(lines));

/**
 * Why a tariff change from `from` cannot be made, or null: not before the hotel's date, and not on (or before) a
 * night already charged — an earlier night keeps the slot it was priced by.
 */
export function tariffChangeProblem(from: string, hotelDate: string, lines: readonly FolioLine[]): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return 'Enter the date the new tariff starts from.';
  if (from < hotelDate) return `The new tariff cannot start before the hotel date ${formatDate(hotelDate)}.`;
  const charged = [...postedNights(lines)].filter((night) => night >= from).sort();
  if (charged.length > 0)
    return `The night of ${formatDate(charged[0])} is already charged: start the new tariff after it.`;
  return null;
}

/** Each charged night (live ROOM lines, by night) with the tariff slot that priced it. */
export function chargedNights(
  stay: Pick<Stay, 'slots'>,
  lines: readonly FolioLine[],
): { line: FolioLine; slot: TariffSlot | undefined }[] {
  return lines
    .filter((line) => line.kind === 'ROOM' && !line.cancelled)
    .sort((a, b) => a.reference.localeCompare(b.reference))
    .map((line) => ({ line, slot: slotFor(stay.slots, line.reference) }));
}

const STATE_WORDS: Record<RoomState, string> = {
  VACANT: 'vacant',
  OCCUPIED: 'occupied',
  DIRTY: 'dirty (not yet cleaned)',
  OUT_OF_ORDER: 'out of order',
};

/**
 * Why a room cannot take a transferred guest, or '' when it can: it must be active and vacant clean, with nobody in
 * it and no booking arriving in it today.
 */
export function transferProblem(
  room: { roomNo: string; status: string; active: boolean },
  occupant: string,
  reservedFor: string,
): string {
  if (!room.active) return `Room ${room.roomNo} is not in use.`;
  if (occupant) return `Room ${room.roomNo} is occupied by ${occupant}.`;
  if (room.status !== 'VACANT')
    return `Room ${room.roomNo} is ${STATE_WORDS[room.status as RoomState] ?? room.status.toLowerCase()}: choose a vacant clean room.`;
  if (reservedFor) return `Room ${room.roomNo} is reserved for ${reservedFor} arriving today.`;
  return '';
}
