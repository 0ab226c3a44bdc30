import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format/date-format';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { useCFormQueue } from './checkin-api';
import { CFormSheet } from './cform-sheet';
import { hoursLeftText } from './cform-words';
import type { CFormQueueRow } from './domain/checkin-types';
import { SubmitCFormDialog } from './submit-cform-dialog';

/** The chosen form's data, sent to the printer as it shows. */
function PrintedForm({ row, onClose }: { row: CFormQueueRow; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [row.cformNo]);
  return (
    <div className="mb-3">
      <CFormSheet form={row} hoursLeft={row.status === 'DUE' ? row.hoursLeft : undefined} canPrint />
      <Button variant="outline-secondary" size="sm" className="d-print-none" onClick={onClose}>
        Close the form
      </Button>
    </div>
  );
}

/** What every C-Form row shows first. */
const FORM_COLUMNS: TableColumn<CFormQueueRow>[] = [
  { label: 'C-Form', cell: (row) => row.cformNo },
  { label: 'Room', cell: (row) => row.room },
  { label: 'Guest', cell: (row) => row.guestName },
  { label: 'Nationality', cell: (row) => row.nationality },
];

const DUE_COLUMNS: TableColumn<CFormQueueRow>[] = [
  ...FORM_COLUMNS,
  { label: 'Passport', cell: (row) => row.passportNo },
  { label: 'Arrival', cell: (row) => formatDateTime(row.arrival) },
  { label: 'Due by', cell: (row) => formatDateTime(row.dueBy) },
  { label: 'Time left', cell: (row) => hoursLeftText(row.hoursLeft) },
];

const SUBMITTED_COLUMNS: TableColumn<CFormQueueRow>[] = [
  ...FORM_COLUMNS,
  { label: 'Submitted', cell: (row) => formatDateTime(row.submittedAt) },
  { label: 'Portal reference', cell: (row) => row.submissionRef },
];

/**
 * C-Form queue (/frontoffice/fo-cform-queue): the forms due with the hours left (overdue first), mark submitted, print;
 * the submitted below.
 */
export function CFormQueueScreen() {
  const queue = useCFormQueue();
  const { can } = usePermissions();
  const mayMark = can(withTransaction(FRONT_OFFICE.cformQueue.code!, 'modify'));
  const mayPrint = can(withTransaction(FRONT_OFFICE.cformQueue.code!, 'print'));
  const [marking, setMarking] = useState<CFormQueueRow | null>(null);
  const [printing, setPrinting] = useState<CFormQueueRow | null>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const due = (queue.data ?? []).filter((row) => row.status === 'DUE');
  const submitted = (queue.data ?? []).filter((row) => row.status === 'SUBMITTED');
  const actions: TableColumn<CFormQueueRow> = {
    label: 'Actions',
    hideLabel: true,
    headClassName: 'list-actions-head',
    className: 'text-nowrap list-row-actions',
    cell: (row) => (
      <>
        {mayMark && (
          <Button
            size="sm"
            className="me-1"
            onClick={() => setMarking(row)}
            aria-label={`Mark ${row.cformNo} submitted`}
          >
            Submitted…
          </Button>
        )}
        {mayPrint && (
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setPrinting(row)}
            aria-label={`Print ${row.cformNo}`}
          >
            Print
          </Button>
        )}
      </>
    ),
  };
  return (
    <section aria-labelledby="fo-cform-queue-title" className="p-2 p-md-3">
      <h1 id="fo-cform-queue-title" className="h4">
        C-Form queue
      </h1>
      <p className="text-muted">
        Foreign nationals' C-Forms must reach the FRRO portal within the hours after arrival the front office settings
        give: each form shows when it is due and the time left.
      </p>
      {queue.isPending && <Spinner animation="border" size="sm" role="status" aria-label="Loading the C-Forms" />}
      {queue.isError && <Alert variant="danger">{queue.error.message}</Alert>}
      {marked && <Alert variant="success">{`C-Form ${marked} marked submitted.`}</Alert>}
      {printing && <PrintedForm row={printing} onClose={() => setPrinting(null)} />}
      {queue.data && (
        <>
          <DataTable
            rows={due}
            columns={[...DUE_COLUMNS, actions]}
            rowKey={(row) => row.cformNo}
            caption={due.length === 0 ? 'No C-Form is due.' : `Due (${due.length}), the soonest first`}
            rowHeader={false}
            rowClassName={(row) =>
              row.hoursLeft < 0 ? 'table-danger' : row.hoursLeft < 6 ? 'table-warning' : undefined
            }
            cards
          />
          <DataTable
            rows={submitted}
            columns={SUBMITTED_COLUMNS}
            rowKey={(row) => row.cformNo}
            caption={submitted.length === 0 ? 'None submitted yet.' : `Submitted (${submitted.length})`}
            rowHeader={false}
            tableClassName="table table-sm"
            cards
          />
        </>
      )}
      {marking && (
        <SubmitCFormDialog
          cformNo={marking.cformNo}
          guestName={marking.guestName}
          onClose={() => setMarking(null)}
          onDone={() => {
            setMarked(marking.cformNo);
            setMarking(null);
          }}
        />
      )}
    </section>
  );
}
