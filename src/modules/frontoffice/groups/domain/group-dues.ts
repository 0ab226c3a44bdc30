import { addPaise, sumPaise, type Paise } from '../../../../lib/money/money';
import type { RoomTaxSlab } from '../../domain/fo-settings';
import { folioBalancePaise, nightsToCharge } from '../../domain/folio';
import type { FolioLine, Stay } from '../../domain/stay-types';
import { nightCharge, slotFor } from '../../domain/tariff';

export interface StayDue {
  balance: Paise; // the folio now
  nights: number; // nights the check-out would still charge
  nightsPaise: Paise; // their tariff with taxes
  due: Paise; // what the room owes if it leaves on `until`
}

/**
 * What a room owes if it leaves on `until` (the hotel date): its folio's balance plus the nights the check-out
 * still charges (every night from arrival not yet charged; a same-day stay pays one), priced as the folio would.
 */
export function stayDue(
  stay: Pick<Stay, 'arrival' | 'kind' | 'slots'>,
  lines: readonly FolioLine[],
  until: string,
  slabs: readonly RoomTaxSlab[],
): StayDue {
  const nights = nightsToCharge(stay, lines, until);
  const nightsPaise = sumPaise(
    nights.map((night) => {
      const slot = slotFor(stay.slots, night);
      return slot ? nightCharge(slot, slabs).debit : 0;
    }),
  );
  const balance = folioBalancePaise(lines);
  return { balance, nights: nights.length, nightsPaise, due: addPaise(balance, nightsPaise) };
}
