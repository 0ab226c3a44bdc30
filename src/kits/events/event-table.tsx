import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../components/data-table';

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

const NUMBER: TableColumn<EventRow> = {
  label: 'Number',
  cell: (row) => row.number,
  className: 'fw-normal text-nowrap',
};

const attendeesCell = (row: EventRow) => (
  <>
    {row.attendees.map((one) => `${one.name}${one.attended ? ' ✓' : ''}`).join(', ')} (
    {row.attendees.filter((one) => one.attended).length} of {row.attendees.length})
  </>
);

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
  const columns: TableColumn<EventRow>[] = [
    NUMBER,
    ...headers.map((label, at): TableColumn<EventRow> => ({ label, cell: (row) => row.cells[at] })),
    { label: attendeesHeader, cell: attendeesCell, className: 'small' },
    {
      label: 'Actions',
      hideLabel: true,
      cell: (row) => (
        <Button size="sm" variant="outline-primary" onClick={() => onOpen(row.key)}>
          {`Open ${row.number}`}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      caption={`${title} of the period, latest first`}
    />
  );
}
