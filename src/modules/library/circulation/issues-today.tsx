import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { copyName } from '../domain/issue-rules';
import type { LibIssue } from '../domain/library-types';
import { useIssues } from './circulation-api';

const ISSUE_COLUMNS: TableColumn<LibIssue>[] = [
  { label: 'Issue', cell: (issue) => issue.issueNo },
  { label: 'Member', cell: (issue) => issue.memberName },
  {
    label: 'Copies',
    cell: (issue) => issue.lines.map((line) => `${copyName(line.accessionNo, line.copyNo)} (${line.title})`).join('; '),
  },
  { label: 'Due back', cell: (issue) => formatDate(issue.lines[0]?.dueDate ?? '') },
];

/** The issues saved today, newest first: what went out to whom until when. */
export function IssuesToday({ today }: { today: string }) {
  const issues = useIssues(today, today);
  if (!issues.data || issues.data.length === 0) return null;
  return (
    <section aria-labelledby="lib-issues-today" className="mt-4">
      <h2 id="lib-issues-today" className="h5">
        Issued today
      </h2>
      <DataTable
        rows={issues.data}
        columns={ISSUE_COLUMNS}
        rowKey={(issue) => issue.issueNo}
        caption="Issued today"
        captionPlacement="hidden"
        tableClassName="table table-sm"
      />
    </section>
  );
}
