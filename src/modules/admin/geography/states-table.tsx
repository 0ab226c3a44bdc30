import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { StateRow } from './state-rules';

interface Props {
  countryName: string;
  states: readonly StateRow[];
  onEdit: (state: StateRow) => void;
  onDelete: (state: StateRow) => void;
}

const COLUMNS: ReadonlyArray<TableColumn<StateRow>> = [
  { label: 'Name', cell: (state) => state.name, className: 'fw-normal' },
  { label: 'Code', cell: (state) => state.code },
  { label: 'GST state code', cell: (state) => state.gstCode ?? '' },
];

/** A country's states by name, each with its edit and delete buttons. */
export function StatesTable({ countryName, states, onEdit, onDelete }: Props) {
  const actions: TableColumn<StateRow> = {
    label: 'Actions',
    hideLabel: true,
    // The buttons sit at the row's end; their hidden header stays where headers are.
    className: 'text-end text-nowrap',
    cell: (state) => (
      <>
        <Button
          size="sm"
          variant="outline-primary"
          className="me-2"
          aria-label={`Edit ${state.name}`}
          onClick={() => onEdit(state)}
        >
          Edit
        </Button>
        <Button size="sm" variant="outline-danger" aria-label={`Delete ${state.name}`} onClick={() => onDelete(state)}>
          Delete
        </Button>
      </>
    ),
  };
  return (
    <DataTable
      rows={states}
      columns={[...COLUMNS, actions]}
      rowKey={(state) => state.code}
      caption={`States of ${countryName}: ${states.length}`}
      captionPlacement="bottom"
      tableClassName="table table-sm table-hover align-middle"
      empty={<p>{countryName} has no states yet.</p>}
    />
  );
}
