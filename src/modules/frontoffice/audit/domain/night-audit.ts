import { addDays, format, parseISO } from 'date-fns';
import { sumPaise, type Paise } from '../../../../lib/money/money';
import { formatDate } from '../../../../lib/format/date-format';
import type { FoSettings } from '../../domain/fo-settings';
import { nightsToCharge } from '../../domain/folio';
import type { FolioLine, Reservation, Stay, TariffSlot } from '../../domain/stay-types';
import { nightCharge, slotFor, type NightCharge } from '../../domain/tariff';
import { linesByStay } from './reports/report-sources';

/** One night to post: the stay, the night, the slot that prices it and its charge (paise). */
export interface PlannedNight extends NightCharge {
  stay: Stay;
  night: string;
  slot: TariffSlot;
}

export interface NightAuditPlan {
  date: string;
  nights: PlannedNight[]; // by room, then night
  totals: { rooms: number; nights: number; amount: Paise; cgst: Paise; sgst: Paise; debit: Paise };
  houseGuests: Stay[]; // in house, no tariff: nothing to post
  untariffed: Stay[]; // nights to charge but no tariff slot to price them
  noShows: Reservation[]; // still BOOKED, due on or before the date
  dueOuts: Stay[]; // still in a room on or after their departure date
  blocking: Stay[]; // check-outs half done (final bill prepared, not settled)
}

export interface NightAuditInput {
  stays: readonly Stay[];
  lines: readonly FolioLine[];
  reservations: readonly Reservation[];
  date: string; // the hotel date the audit closes
  settings: Pick<FoSettings, 'roomTaxSlabs'>;
}

const byRoom = (a: Stay, b: Stay) =>
  a.room.localeCompare(b.room, undefined, { numeric: true }) || a.stayNo.localeCompare(b.stayNo);

/**
 * What closing the hotel date does: every in-house stay's nights not yet charged up to and including the date
 * (earlier nights a missed audit left uncharged too), each priced by its own tariff slot and the GST slabs; the
 * reservations that did not arrive (no-shows); the rooms due out that have not left; and the check-outs half done,
 * which block the audit (their folio is closed to postings and their bill not settled).
 */
export function planNightAudit({ stays, lines, reservations, date, settings }: NightAuditInput): NightAuditPlan {
  const index = linesByStay(lines);
  const until = format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
  const open = stays.filter((stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING').sort(byRoom);
  const nights: PlannedNight[] = [];
  const houseGuests: Stay[] = [];
  const untariffed: Stay[] = [];
  const rooms = new Set<string>();
  for (const stay of open) {
    if (stay.status !== 'IN_HOUSE' || stay.arrival.slice(0, 10) > date) continue;
    if (stay.kind === 'HOUSE') {
      houseGuests.push(stay);
      continue;
    }
    const due = nightsToCharge(stay, index.get(stay.stayNo) ?? [], until).filter((night) => night <= date);
    for (const night of due) {
      const slot = slotFor(stay.slots, night);
      if (!slot) {
        if (!untariffed.includes(stay)) untariffed.push(stay);
        continue;
      }
      nights.push({ stay, night, slot, ...nightCharge(slot, settings.roomTaxSlabs) });
      rooms.add(stay.stayNo);
    }
  }
  const sum = (pick: (night: PlannedNight) => Paise) => sumPaise(nights.map(pick));
  return {
    date,
    nights,
    totals: {
      rooms: rooms.size,
      nights: nights.length,
      amount: sum((n) => n.amount),
      cgst: sum((n) => n.cgst),
      sgst: sum((n) => n.sgst),
      debit: sum((n) => n.debit),
    },
    houseGuests,
    untariffed,
    noShows: reservations
      .filter((row) => row.status === 'BOOKED' && row.arrival <= date)
      .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.reservationId.localeCompare(b.reservationId)),
    dueOuts: open.filter((stay) => stay.departure <= date),
    blocking: open.filter((stay) => stay.status === 'CHECKOUT_PENDING'),
  };
}

/** The reason a half-done check-out blocks the audit, naming the room and its final bill. */
export const pendingCheckoutRefusal = (stay: Pick<Stay, 'room' | 'finalBill'>): string =>
  `Room ${stay.room}'s check-out is half done${stay.finalBill ? ` (final bill ${stay.finalBill})` : ''}: settle it or reopen the folio first.`;

/**
 * Why the audit of `plan.date` cannot run now (empty: it can): a check-out half done, or a date that has not begun
 * on the calendar (the hotel date never runs ahead of the calendar: a day is closed on it or after it).
 */
export function auditRefusals(plan: Pick<NightAuditPlan, 'date' | 'blocking'>, calendarToday: string): string[] {
  const refusals = plan.blocking.map(pendingCheckoutRefusal);
  if (plan.date > calendarToday)
    refusals.push(
      `The hotel date ${formatDate(plan.date)} has not begun yet: its night audit runs on that day or later.`,
    );
  return refusals;
}
