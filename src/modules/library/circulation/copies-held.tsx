import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { MemberStanding, OutstandingCopy } from '../domain/library-types';

const HELD_COLUMNS: TableColumn<OutstandingCopy>[] = [
  { label: 'Copy', cell: (copy) => `${copy.accessionNo} / ${copy.copyNo}` },
  { label: 'Title', cell: (copy) => copy.title },
  { label: 'Issued on', cell: (copy) => formatDate(copy.date) },
  {
    label: 'Due back',
    cell: (copy) => (
      <>
        {formatDate(copy.dueDate)}
        {copy.daysLate > 0 && <span className="text-danger"> ({copy.daysLate} days late)</span>}
      </>
    ),
  },
];

/** What a member holds now and how many more they may borrow (the issue form's side panel). */
export function CopiesHeld({ standing }: { standing: MemberStanding }) {
  const { member, held, maxBooks, loanDays, mayBorrow } = standing;
  return (
    <section aria-label={`Books with ${member.name}`} className="mb-3">
      <p className="mb-2" role="status">
        {member.name} holds {held.length} of {maxBooks} books ({member.kind === 'STAFF' ? 'staff' : 'pupil'}, {loanDays}{' '}
        days a loan): {mayBorrow === 0 ? 'no more can be issued' : `may borrow ${mayBorrow} more`}.
      </p>
      {held.length > 0 && (
        <DataTable
          rows={held}
          columns={HELD_COLUMNS}
          rowKey={(copy) => `${copy.accessionNo}#${copy.copyNo}`}
          caption={`Books out with ${member.name}`}
          captionPlacement="hidden"
          tableClassName="table table-sm"
        />
      )}
    </section>
  );
}
