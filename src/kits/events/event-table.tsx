import Button from 'react-bootstrap/Button';

/** An attendee as the list shows them: their name, ticked when they attended. */
export interface AttendeeMark {
  name: string;
  attended: boolean;
}

/** One event of the list: its key (what the URL names it by), its number, its cells and its attendees. */
export interface EventRow {
  key: string;
  number: string;
  cells: readonly string[];
  attendees: readonly AttendeeMark[];
}

/** The period's events, each with its attendees (who attended ticked, and how many) and an Open button. */
export function EventTable({
  title,
  headers,
  attendeesHeader,
  rows,
  onOpen,
}: {
  /** 'Meetings': the caption says '… of the period, latest first'. */
  title: string;
  /** The columns between the number and the attendees. */
  headers: readonly string[];
  attendeesHeader: string;
  rows: readonly EventRow[];
  onOpen: (key: string) => void;
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{title} of the period, latest first</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            {[...headers, attendeesHeader].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-normal text-nowrap">
                {row.number}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
              <td className="small">
                {row.attendees.map((one) => `${one.name}${one.attended ? ' ✓' : ''}`).join(', ')} (
                {row.attendees.filter((one) => one.attended).length} of {row.attendees.length})
              </td>
              <td>
                <Button size="sm" variant="outline-primary" onClick={() => onOpen(row.key)}>
                  {`Open ${row.number}`}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
