import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useCurrentScreen } from '../../../engine/current-screen';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { CRM } from '../../../menus/catalogue/crm';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { ContactSubmission } from '../domain/lead-types';
import { useLeadRead, useLeadWrite } from './lead-api';
import { SubmissionForm } from './submission-form';

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** As the caption says, whatever order the server lists them in: the latest submitted first. */
const newestFirst = (rows: readonly ContactSubmission[]) =>
  [...rows].sort(
    (a, b) => b.submitted_on.localeCompare(a.submitted_on) || b.id.localeCompare(a.id, undefined, { numeric: true }),
  );

const COLUMNS: ReadonlyArray<TableColumn<ContactSubmission>> = [
  { label: 'Number', cell: (row) => row.id, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (row) => formatDate(row.submitted_on), className: 'text-nowrap' },
  { label: 'Name', cell: (row) => `${row.first_name} ${row.last_name}`.trim() },
  { label: 'Company', cell: (row) => row.company },
  { label: 'Phone', cell: (row) => row.phonenumber },
  { label: 'Message', cell: (row) => row.message },
];

/**
 * Contact submissions (/crm/crm-contact-submissions): the web enquiries, newest first; a new one converts to a lead
 * (the lead rules and duplicate rule apply, the refusal shown on its row) or is discarded with a reason.
 */
export function SubmissionsScreen() {
  const title = useCurrentScreen()?.title ?? 'Contact submissions';
  const allowed = useScreenPermission();
  const list = useLeadRead<ContactSubmission[]>(LEAD_ROUTES.submissions);
  const convert = useLeadWrite(LEAD_ROUTES.convertSubmission);
  const discard = useLeadWrite(LEAD_ROUTES.discardSubmission);
  const [recording, setRecording] = useState(false);
  const [discarding, setDiscarding] = useState<ContactSubmission | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const doConvert = (row: ContactSubmission) =>
    convert.mutate(
      { body: { id: row.id }, idempotencyKey: randomKey() },
      {
        onSuccess: (answer) => (
          setRefused((previous) => Object.fromEntries(Object.entries(previous).filter(([id]) => id !== row.id))),
          showDoneToast(`Web enquiry ${row.id} became lead ${String(answer?.lead_id ?? '')}.`)
        ),
        onError: (error) => setRefused((previous) => ({ ...previous, [row.id]: toApiError(error).message })),
      },
    );
  if (list.error) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the web enquiries…" />;
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {allowed('create') && !recording && <Button onClick={() => setRecording(true)}>Record a web enquiry</Button>}
      </div>
      {recording && <SubmissionForm onDone={() => setRecording(false)} />}
      <DataTable
        empty={<p>No web enquiry yet.</p>}
        rows={newestFirst(list.data)}
        columns={[
          ...COLUMNS,
          {
            label: 'Status',
            cell: (row) => (
              <>
                {row.status === 'Converted' && row.lead_id ? (
                  <Link to={`/${CRM.crmLeads.path}?record=${row.lead_id}`}>Lead {row.lead_id}</Link>
                ) : (
                  row.status
                )}
                {row.status === 'Discarded' && <span className="d-block small">{row.discard_reason}</span>}
                {refused[row.id] && (
                  <span role="alert" className="d-block small text-danger">
                    {refused[row.id]}
                  </span>
                )}
              </>
            ),
          },
          {
            label: 'Actions',
            hideLabel: true,
            className: 'text-nowrap',
            cell: (row) =>
              row.status === 'New' &&
              allowed('modify') && (
                <>
                  <Button size="sm" className="me-1" onClick={() => doConvert(row)} disabled={convert.isPending}>
                    Convert {row.id} to a lead
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setDiscarding(row)}>
                    Discard {row.id}
                  </Button>
                </>
              ),
          },
        ]}
        rowKey={(row) => row.id}
        caption={`Web enquiries, newest first (${list.data.length})`}
      />
      {discarding && (
        <ReasonDialog
          title={`Discard web enquiry ${discarding.id}`}
          text="Say why it is discarded (spam, a duplicate, not our business…)."
          confirmLabel="Discard"
          onConfirm={async (reason) => {
            await discard.mutateAsync({ body: { id: discarding.id, reason }, idempotencyKey: randomKey() });
            showDoneToast(`Web enquiry ${discarding.id} discarded.`);
            setDiscarding(null);
          }}
          onClose={() => setDiscarding(null)}
        />
      )}
    </div>
  );
}
