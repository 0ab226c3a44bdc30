import { multiplyByQuantity } from '../../../../lib/money/money-arithmetic';
import { fromPaise, type Paise } from '../../../../lib/money/money';
import type { RoomTaxSlab } from '../../domain/fo-settings';
import type { TariffSlot } from '../../domain/stay-types';
import { mealRatePaise, nightCharge, plannedNights, type NightCharge } from '../../domain/tariff';
import type { CheckinCategory, CheckinMealPlan } from './checkin-types';

/**
 * The rate a check-in takes without the modify right: the reservation's agreed rate, else the category's base tariff.
 */
export const expectedRoomRate = (
  category: Pick<CheckinCategory, 'baseTariff'> | undefined,
  reservationRate = 0,
): number => (reservationRate > 0 ? reservationRate : (category?.baseTariff ?? 0));

export interface SlotFacts {
  from: string;
  roomRate: number;
  plan: CheckinMealPlan | undefined;
  adults: number;
  children: number;
  extraBeds: number;
  extraBedRate: number;
  reason: string;
  user: string;
  at: string;
}

/**
 * The first tariff slot of a stay: the room rate, the meal plan's charge for the party, the extra beds at the
 * category's rate.
 */
export function checkinSlot(facts: SlotFacts): TariffSlot {
  const meals: Paise = facts.plan ? mealRatePaise(facts.plan, facts.adults, facts.children) : 0;
  return {
    from: facts.from,
    roomRate: facts.roomRate,
    mealPlan: facts.plan?.code ?? '',
    mealRate: fromPaise(meals),
    extraBeds: facts.extraBeds,
    extraBedRate: facts.extraBeds > 0 ? facts.extraBedRate : 0,
    reason: facts.reason,
    user: facts.user,
    at: facts.at,
  };
}

export interface StayEstimate {
  night: NightCharge;
  nights: number;
  total: Paise; // every night with GST
}

/** What the stay comes to at the first slot: a night with its GST, the nights planned, and their total. */
export function stayEstimate(
  slot: Pick<TariffSlot, 'roomRate' | 'mealRate' | 'extraBeds' | 'extraBedRate'>,
  arrivalDate: string,
  departure: string,
  slabs: readonly RoomTaxSlab[],
): StayEstimate {
  const night = nightCharge(slot, slabs);
  const nights = departure > arrivalDate ? plannedNights(arrivalDate, departure) : 1;
  return { night, nights, total: multiplyByQuantity(night.debit, nights) };
}
