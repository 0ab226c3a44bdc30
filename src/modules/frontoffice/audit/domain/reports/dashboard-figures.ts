import { format, parseISO, subDays } from 'date-fns';
import type { ChartPoint, DashboardData } from '../../../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../../../lib/money/money';
import type { FolioLine } from '../../../domain/stay-types';
import { nightFigures, occupancyPercent } from './occupancy-rows';
import { dayOf, type FoReportSources } from './report-sources';

export const OCCUPANCY_DAYS = 14;

const REVENUE_KINDS: ReadonlyArray<readonly [FolioLine['kind'], string]> = [
  ['ROOM', 'Room tariff'],
  ['CHARGE', 'Posted charges'],
  ['POS', 'Restaurant'],
];

/**
 * The front office dashboard on the hotel date, from the stored records: occupancy, arrivals (checked in today and
 * still expected), departures (left today and still due out), the guests in the house, the day's revenue by kind
 * (taxable values of the live folio lines dated today), the C-Forms still due; occupancy over the last 14 hotel days
 * and revenue by kind over them.
 */
export function frontOfficeFigures(
  sources: Pick<FoReportSources, 'stays' | 'lines' | 'reservations' | 'cforms' | 'rooms' | 'hotelDate'>,
): DashboardData {
  const { stays, lines, reservations, cforms, hotelDate: today } = sources;
  const open = stays.filter((stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING');
  const first = format(subDays(parseISO(today), OCCUPANCY_DAYS - 1), 'yyyy-MM-dd');
  const nights = nightFigures(sources, { from: first, to: today });
  const tonight = nights.at(-1)!;
  const revenue = (kind: FolioLine['kind'], from: string) =>
    fromPaise(
      sumPaise(
        lines
          .filter((line) => line.kind === kind && !line.cancelled && line.dat >= from && line.dat <= today)
          .map((line) => toPaise(line.amount)),
      ),
    );
  return {
    cards: {
      occupancy: occupancyPercent(tonight.occupied, tonight.available),
      occupied: open.length,
      arrivals:
        stays.filter((stay) => stay.status !== 'CANCELLED' && dayOf(stay.arrival) === today).length +
        reservations.filter((row) => row.status === 'BOOKED' && row.arrival === today).length,
      departures:
        stays.filter((stay) => stay.status === 'CHECKED_OUT' && dayOf(stay.checkedOutAt) === today).length +
        open.filter((stay) => stay.departure <= today).length,
      inHouse: open.reduce((guests, stay) => guests + stay.adults + stay.children, 0),
      roomRevenue: revenue('ROOM', today),
      chargeRevenue: revenue('CHARGE', today),
      posRevenue: revenue('POS', today),
      cformsDue: cforms.filter((form) => form.status === 'DUE').length,
    },
    charts: {
      occupancy: nights.map(
        (night): ChartPoint => ({
          label: format(parseISO(night.dat), 'dd MMM'),
          value: occupancyPercent(night.occupied, night.available),
        }),
      ),
      revenueByKind: REVENUE_KINDS.map(([kind, label]) => ({ label, value: revenue(kind, first) })),
    },
  };
}
