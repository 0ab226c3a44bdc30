import Button from 'react-bootstrap/Button';
import { DocumentTable, type DocumentColumns } from '../../../../components/document-table';
import { countCaption, DocumentPeriodList } from '../../../../kits/trade-documents/document-period-list';
import { formatDateTime } from '../../../../lib/format/date-format';
import { useRequestAudits } from './history-api';
import { AUDIT_TYPE_LABELS, type RequestAuditHeader } from './history-types';
import type { HistoryNames } from './version-changes';

const columns = (names: HistoryNames): DocumentColumns<RequestAuditHeader> => [
  { label: 'When', cell: (row) => formatDateTime(row.auditDat) },
  { label: 'Who', cell: (row) => row.auditUsr },
  { label: 'What happened', cell: (row) => AUDIT_TYPE_LABELS[row.auditType] },
  { label: 'Request', cell: (row) => row.seq },
  { label: 'Department', cell: (row) => (row.department ? names.department(row.department) : '') },
  { label: 'Employee', cell: (row) => (row.empno ? names.employee(row.empno) : '') },
];

interface Props {
  from: string;
  to: string;
  names: HistoryNames;
  onPeriod: (from: string, to: string) => void;
  onVersions: (recordId: number) => void;
}

/** The changes saved in a period (kept in the URL), newest first, each leading to its request's versions. */
export function HistoryList({ from, to, names, onPeriod, onVersions }: Props) {
  return (
    <DocumentPeriodList
      title="Purchase request history"
      idPrefix="request-history"
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={useRequestAudits(from, to)}
      loadingLabel="Loading the history…"
      emptyText="No purchase request was created, changed or cancelled in this period."
    >
      {(rows) => (
        <DocumentTable
          rows={rows}
          caption={countCaption(rows.length, 'change', 'changes')}
          columns={columns(names)}
          rowKey={(row) => row.auditId}
          onOpen={(row) => onVersions(row.recordId)}
          actions={(row) => (
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={`Versions of ${row.seq}`}
              onClick={() => onVersions(row.recordId)}
            >
              Versions
            </Button>
          )}
        />
      )}
    </DocumentPeriodList>
  );
}
