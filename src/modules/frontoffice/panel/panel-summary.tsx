import { formatDate } from '../../../lib/format/date-format';
import type { PanelSummary } from './domain/room-states';

function Figure({ title, value, detail }: { title: string; value: string; detail: string }) {
  return (
    <div className="col-4">
      <div className="card h-100">
        <div className="card-body py-2 px-2 px-sm-3">
          <h2 className="h6 mb-1">{title}</h2>
          <p className="h4 mb-0">{value}</p>
          <p className="small mb-0">{detail}</p>
        </div>
      </div>
    </div>
  );
}

/** Today's arrivals, departures and occupancy, at the top of the panel. */
export function PanelSummaryCards({ summary }: { summary: PanelSummary }) {
  const arrivals = summary.arrivalsExpected + summary.checkedInToday;
  const departures = summary.dueOut + summary.checkedOutToday;
  return (
    <section aria-label={`Today, ${formatDate(summary.hotelDate)}`} className="row g-2 mb-3">
      <Figure
        title="Arrivals"
        value={String(arrivals)}
        detail={`${summary.arrivalsExpected} expected, ${summary.checkedInToday} checked in`}
      />
      <Figure
        title="Departures"
        value={String(departures)}
        detail={`${summary.dueOut} due out, ${summary.checkedOutToday} checked out`}
      />
      <Figure
        title="Occupancy"
        value={`${summary.occupancyPercent}%`}
        detail={`${summary.occupied} of ${summary.inService} rooms in service occupied`}
      />
    </section>
  );
}
