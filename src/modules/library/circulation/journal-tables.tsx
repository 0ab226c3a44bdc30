import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { JournalReceipt, JournalReceiptsAnswer } from '../domain/library-types';

type Missing = JournalReceiptsAnswer['missing'][number];

const MISSING_COLUMNS: TableColumn<Missing>[] = [
  { label: 'Journal', cell: (slot) => slot.title },
  { label: 'Issue', cell: (slot) => slot.label },
  { label: 'Due by', cell: (slot) => formatDate(slot.to) },
];

/** The issues missing (flagged first) and the receipts of the period. */
export function JournalTables({ answer }: { answer: JournalReceiptsAnswer }) {
  const titleOf = new Map(answer.journals.map((one) => [one.code, one.title]));
  const receiptColumns: TableColumn<JournalReceipt>[] = [
    { label: 'Receipt', cell: (row) => row.receiptNo },
    { label: 'Received on', cell: (row) => formatDate(row.date) },
    { label: 'Journal', cell: (row) => titleOf.get(row.journal) ?? row.journal },
    { label: 'Issue', cell: (row) => row.issueLabel || (row.issueDate ? formatDate(row.issueDate) : '') },
    { label: 'Copies', cell: (row) => row.copies, numeric: true },
  ];
  return (
    <>
      <h2 className="h5">Missing issues</h2>
      <DataTable
        rows={answer.missing}
        columns={MISSING_COLUMNS}
        rowKey={(slot) => `${slot.journal}|${slot.from}`}
        caption="Missing issues"
        captionPlacement="hidden"
        tableClassName="table table-sm"
        rowClassName={() => 'table-warning'}
        empty={<p role="status">No issue is missing in the period.</p>}
      />
      <h2 className="h5 mt-3">Issues received</h2>
      <DataTable
        rows={answer.receipts}
        columns={receiptColumns}
        rowKey={(row) => row.receiptNo}
        caption="Issues received"
        captionPlacement="hidden"
        tableClassName="table table-sm"
        empty={<p>None received in the period.</p>}
      />
    </>
  );
}
