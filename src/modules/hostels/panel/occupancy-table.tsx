import type { HostelOccupancy } from '../domain/room-panel-types';

/** Each hostel's beds today: beds, occupied, out of service, vacant, and occupancy of the beds in service. */
export function OccupancyTable({ hostels }: { hostels: readonly HostelOccupancy[] }) {
  return (
    // Focusable and named: the table scrolls sideways on a phone, and the keyboard must reach it.
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label="Occupancy today">
      <table className="table table-sm mb-0">
        <caption className="caption-top">Occupancy today (of the beds in service)</caption>
        <thead>
          <tr>
            <th scope="col">Hostel</th>
            <th scope="col" className="text-end">
              Beds
            </th>
            <th scope="col" className="text-end">
              Occupied
            </th>
            <th scope="col" className="text-end">
              Vacant
            </th>
            <th scope="col" className="text-end">
              Out of service
            </th>
            <th scope="col" className="text-end">
              Occupancy
            </th>
          </tr>
        </thead>
        <tbody>
          {hostels.map((hostel) => (
            <tr key={hostel.hostel}>
              <th scope="row" className="fw-normal">
                {hostel.name}
              </th>
              <td className="text-end">{hostel.beds}</td>
              <td className="text-end">{hostel.occupied}</td>
              <td className="text-end">{hostel.vacant}</td>
              <td className="text-end">{hostel.outOfService}</td>
              <td className="text-end">{hostel.percent} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
