import { differenceInCalendarDays, format, parseISO, subDays } from 'date-fns';
import type { ReportRow } from '../../../../../engine/report/report';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../../lib/money/money';
import { divideByQuantity } from '../../../../../lib/money/money-arithmetic';
import type { Stay } from '../../../domain/stay-types';
import { daysOf, dayOf, nextDay, type FoReportSources, type Period } from './report-sources';

/**
 * One night of the hotel: rooms in service, rooms held by a stay (house guests among them), rooms sold (charged) and
 * their revenue. A room out of order is out of service on the nights of its window.
 */
export interface NightFigures {
  dat: string;
  available: number;
  occupied: number;
  house: number;
  sold: number;
  revenue: Paise; // the room tariff charged (taxable), as on the folios
}

/**
 * The last night a stay holds its room: the night before it left, or (still in) before its departure or up to the hotel
 * date, whichever is later.
 */
function lastNight(stay: Stay, hotelDate: string): string {
  const arrival = dayOf(stay.arrival);
  const end =
    stay.status === 'CHECKED_OUT' ? dayOf(stay.checkedOutAt) : [stay.departure, nextDay(hotelDate)].sort().at(-1)!;
  if (end <= arrival) return arrival; // a day use holds the room for its arrival night
  return format(subDays(parseISO(end), 1), 'yyyy-MM-dd');
}

/**
 * The hotel night by night over a period, from the stored records: who held a room (every stay not cancelled, a stay
 * still in the house also on the nights ahead up to its departure) and what the folios charged (live ROOM lines by
 * their night). ARR is the room revenue over the rooms sold; occupancy the rooms held over the rooms in service.
 */
export function nightFigures(
  { stays, lines, rooms, hotelDate }: Pick<FoReportSources, 'stays' | 'lines' | 'rooms' | 'hotelDate'>,
  period: Period,
): NightFigures[] {
  const days = daysOf(period);
  const start = parseISO(period.from);
  const active = rooms.filter((room) => room.active);
  const outOfOrder = active.flatMap((room) => (room.outOfOrder ? [room.outOfOrder] : []));
  const outOn = (dat: string) =>
    outOfOrder.filter((window) => window.from <= dat && (window.to === '' || dat <= window.to)).length;
  const occupied = new Array<number>(days.length).fill(0);
  const house = new Array<number>(days.length).fill(0);
  for (const stay of stays) {
    if (stay.status === 'CANCELLED') continue;
    const first = [dayOf(stay.arrival), period.from].sort().at(-1)!;
    const last = [lastNight(stay, hotelDate), period.to].sort()[0]!;
    if (first > last) continue;
    const offset = differenceInCalendarDays(parseISO(first), start);
    const count = differenceInCalendarDays(parseISO(last), parseISO(first)) + 1;
    for (let index = offset; index < offset + count; index += 1) {
      occupied[index]! += 1;
      if (stay.kind === 'HOUSE') house[index]! += 1;
    }
  }
  const sold = new Map<string, number>();
  const revenue = new Map<string, Paise[]>();
  for (const line of lines) {
    if (line.kind !== 'ROOM' || line.cancelled || line.reference < period.from || line.reference > period.to) continue;
    sold.set(line.reference, (sold.get(line.reference) ?? 0) + 1);
    const amounts = revenue.get(line.reference);
    if (amounts) amounts.push(toPaise(line.amount));
    else revenue.set(line.reference, [toPaise(line.amount)]);
  }
  return days.map((dat, index) => ({
    dat,
    available: active.length - outOn(dat),
    occupied: occupied[index]!,
    house: house[index]!,
    sold: sold.get(dat) ?? 0,
    revenue: sumPaise(revenue.get(dat) ?? []),
  }));
}

/** Occupancy in percent with two decimals (a ratio, not money). */
export const occupancyPercent = (occupied: number, available: number) =>
  available > 0 ? Math.round((occupied * 10_000) / available) / 100 : 0;

/** Average room rate: room revenue over rooms sold, to the paisa. */
export const averageRoomRate = (revenue: Paise, sold: number): Paise =>
  sold > 0 ? divideByQuantity(revenue, sold) : 0;

const figureRow = (label: Record<string, string>, figures: Omit<NightFigures, 'dat'>): ReportRow => ({
  ...label,
  available: figures.available,
  occupied: figures.occupied,
  house: figures.house,
  sold: figures.sold,
  occupancy: occupancyPercent(figures.occupied, figures.available),
  revenue: fromPaise(figures.revenue),
  arr: fromPaise(averageRoomRate(figures.revenue, figures.sold)),
});

/** Occupancy and ARR by day over a period. */
export const occupancyDayRows = (
  sources: Pick<FoReportSources, 'stays' | 'lines' | 'rooms' | 'hotelDate'>,
  period: Period,
): ReportRow[] => nightFigures(sources, period).map(({ dat, ...figures }) => figureRow({ dat }, figures));

/** The financial year starting 1 April of `year` (India: April to March). */
export const financialYear = (year: number): Period => ({ from: `${year}-04-01`, to: `${year + 1}-03-31` });

/**
 * Occupancy and ARR by month over a financial year: room nights available, held and sold, summed over each month's
 * nights.
 */
export function occupancyMonthRows(
  sources: Pick<FoReportSources, 'stays' | 'lines' | 'rooms' | 'hotelDate'>,
  year: number,
): ReportRow[] {
  const months = new Map<string, NightFigures[]>();
  for (const night of nightFigures(sources, financialYear(year))) {
    const key = night.dat.slice(0, 7);
    const list = months.get(key);
    if (list) list.push(night);
    else months.set(key, [night]);
  }
  return [...months].map(([month, nights]) => {
    const add = (pick: (night: NightFigures) => number) => nights.reduce((sum, night) => sum + pick(night), 0);
    return figureRow(
      { month: format(parseISO(`${month}-01`), 'MMM yyyy') },
      {
        available: add((night) => night.available),
        occupied: add((night) => night.occupied),
        house: add((night) => night.house),
        sold: add((night) => night.sold),
        revenue: sumPaise(nights.map((night) => night.revenue)),
      },
    );
  });
}
