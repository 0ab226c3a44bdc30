import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
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
          <div className="table-responsive list-cards">
            <table className="table table-sm align-middle">
              <caption className="caption-top">
                {due.length === 0 ? 'No C-Form is due.' : `Due (${due.length}), the soonest first`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">C-Form</th>
                  <th scope="col">Room</th>
                  <th scope="col">Guest</th>
                  <th scope="col">Nationality</th>
                  <th scope="col">Passport</th>
                  <th scope="col">Arrival</th>
                  <th scope="col">Due by</th>
                  <th scope="col">Time left</th>
                  <th scope="col" className="list-actions-head">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {due.map((row) => (
                  <tr
                    key={row.cformNo}
                    className={row.hoursLeft < 0 ? 'table-danger' : row.hoursLeft < 6 ? 'table-warning' : undefined}
                  >
                    <td data-label="C-Form">{row.cformNo}</td>
                    <td data-label="Room">{row.room}</td>
                    <td data-label="Guest">{row.guestName}</td>
                    <td data-label="Nationality">{row.nationality}</td>
                    <td data-label="Passport">{row.passportNo}</td>
                    <td data-label="Arrival">{formatDateTime(row.arrival)}</td>
                    <td data-label="Due by">{formatDateTime(row.dueBy)}</td>
                    <td data-label="Time left">{hoursLeftText(row.hoursLeft)}</td>
                    <td className="text-nowrap list-row-actions">
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-responsive list-cards">
            <table className="table table-sm">
              <caption className="caption-top">
                {submitted.length === 0 ? 'None submitted yet.' : `Submitted (${submitted.length})`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">C-Form</th>
                  <th scope="col">Room</th>
                  <th scope="col">Guest</th>
                  <th scope="col">Nationality</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Portal reference</th>
                </tr>
              </thead>
              <tbody>
                {submitted.map((row) => (
                  <tr key={row.cformNo}>
                    <td data-label="C-Form">{row.cformNo}</td>
                    <td data-label="Room">{row.room}</td>
                    <td data-label="Guest">{row.guestName}</td>
                    <td data-label="Nationality">{row.nationality}</td>
                    <td data-label="Submitted">{formatDateTime(row.submittedAt)}</td>
                    <td data-label="Portal reference">{row.submissionRef}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
