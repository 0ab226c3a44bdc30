import { fromPaise, sumPaise, type Paise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { Settlement } from '../../checkout/domain/checkout-types';
import { settlementProblem, type CompanyCredit } from '../../checkout/domain/tender-check';
import type { FoMode } from '../../domain/stay-types';

/**
 * How one folio is settled in one mode: a balance owed taken in the mode (or billed whole to the company), a
 * folio in credit refunded in the mode, a nil folio with nothing.
 */
export function settlementFor(balance: Paise, mode: FoMode, company: string): Settlement {
  if (balance === 0) return { tenders: [], company: '', companyAmount: 0 };
  if (mode === 'COMPANY') return { tenders: [], company, companyAmount: fromPaise(balance) };
  return { tenders: [{ mode, amount: fromPaise(Math.abs(balance)), reference: '' }], company: '', companyAmount: 0 };
}

export interface RoomSettlement {
  room: string;
  due: Paise; // what the folio will owe once its nights are charged
  mode: FoMode;
}

/**
 * Whether the rooms' settlements can all be taken, checked before any check-out starts (so none is left half
 * done): a room in credit is refunded in cash, card or UPI, never to a company; the part billed to the company needs
 * one (the group's) and fits its credit together.
 */
export function settlementsRefusal(
  rooms: readonly RoomSettlement[],
  groupName: string,
  company: string,
  credit: CompanyCredit | null,
): string | null {
  const inCredit = rooms.find((row) => row.mode === 'COMPANY' && row.due < 0);
  if (inCredit)
    return `Room ${inCredit.room} is in credit by ${formatMoney(-inCredit.due)}: refund it in cash, card or UPI; nothing is billed to a company.`;
  const billed = sumPaise(rooms.filter((row) => row.mode === 'COMPANY').map((row) => row.due));
  if (billed <= 0) return null;
  if (!company || !credit)
    return `Group ${groupName} is billed to no company: choose its company in Modify group, or settle in cash, card or UPI.`;
  return settlementProblem(billed, { tenders: [], company, companyAmount: billed }, credit);
}
