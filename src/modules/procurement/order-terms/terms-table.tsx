import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { PurchaseTerm } from './term-rules';

const COLUMNS: ReadonlyArray<TableColumn<PurchaseTerm>> = [
  { label: 'No.', cell: (term) => term.slno, numeric: true, className: 'fw-normal' },
  { label: 'Term', cell: (term) => term.term },
];

/** The standard terms in their order, each with its Delete button when the user may delete. */
export function TermsTable({
  terms,
  onDelete,
}: {
  terms: readonly PurchaseTerm[];
  onDelete: ((term: PurchaseTerm) => void) | null;
}) {
  const actions: TableColumn<PurchaseTerm> = {
    label: 'Actions',
    hideLabel: true,
    className: 'text-end text-nowrap',
    cell: (term) => (
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={`Delete term ${term.slno}`}
        onClick={() => onDelete?.(term)}
      >
        Delete
      </Button>
    ),
  };
  return (
    <DataTable
      rows={terms}
      columns={onDelete ? [...COLUMNS, actions] : COLUMNS}
      rowKey={(term) => term.slno}
      caption={`Standard order terms: ${terms.length}`}
      captionPlacement="bottom"
      tableClassName="table table-sm table-hover align-middle"
      empty={<p>There are no standard order terms yet.</p>}
    />
  );
}
