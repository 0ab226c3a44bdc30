import { addDays, differenceInCalendarDays, parseISO, format } from 'date-fns';
import { applyPercent, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { addPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { RoomTaxSlab } from './fo-settings';
import type { TariffSlot } from './stay-types';

/** The slot that prices `night` (yyyy-MM-dd): the latest slot starting on or before it, else the first. */
export function slotFor(slots: readonly TariffSlot[], night: string): TariffSlot | undefined {
  let found: TariffSlot | undefined;
  for (const slot of slots) if (slot.from <= night && (!found || slot.from >= found.from)) found = slot;
  return found ?? slots[0];
}

/**
 * The meal plan's charge per night for a room: adults at the adult rate, children at the child rate (rupees in, paise
 * out).
 */
export const mealRatePaise = (
  plan: { adultRate: number; childRate: number | null },
  adults: number,
  children: number,
): Paise =>
  addPaise(
    multiplyByQuantity(toPaise(plan.adultRate), adults),
    multiplyByQuantity(toPaise(plan.childRate ?? 0), children),
  );

/** The GST percent of a night worth `value` paise: the first slab whose upper bound it does not pass. */
export function roomTaxPercent(value: Paise, slabs: readonly RoomTaxSlab[]): number {
  const sorted = [...slabs].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  return (sorted.find((slab) => slab.upTo === null || value <= toPaise(slab.upTo)) ?? sorted.at(-1))?.percent ?? 0;
}

export interface NightCharge {
  amount: Paise; // taxable: room + meals + extra beds
  percent: number;
  cgst: Paise;
  sgst: Paise;
  debit: Paise;
}

/**
 * One night priced by its slot: the room rate, the meal plan's charge and the extra beds make the taxable value;
 * the slab is chosen by that value; the tax splits into equal CGST and SGST halves (an intra-state supply).
 */
export function nightCharge(
  slot: Pick<TariffSlot, 'roomRate' | 'mealRate' | 'extraBeds' | 'extraBedRate'>,
  slabs: readonly RoomTaxSlab[],
): NightCharge {
  const amount = addPaise(
    toPaise(slot.roomRate),
    toPaise(slot.mealRate),
    multiplyByQuantity(toPaise(slot.extraBedRate), slot.extraBeds),
  );
  const percent = roomTaxPercent(amount, slabs);
  const cgst = applyPercent(amount, percent / 2);
  const sgst = applyPercent(amount, percent / 2);
  return { amount, percent, cgst, sgst, debit: addPaise(amount, cgst, sgst) };
}

/** The nights of a stay from its arrival date to the night before `until` (yyyy-MM-dd): at least the arrival night. */
export function nightsBetween(arrivalDate: string, until: string): string[] {
  const count = Math.max(1, differenceInCalendarDays(parseISO(until), parseISO(arrivalDate)));
  return Array.from({ length: count }, (_, index) => format(addDays(parseISO(arrivalDate), index), 'yyyy-MM-dd'));
}

/** The number of nights between arrival and departure dates (at least one). */
export const plannedNights = (arrivalDate: string, departure: string): number =>
  nightsBetween(arrivalDate, departure).length;
