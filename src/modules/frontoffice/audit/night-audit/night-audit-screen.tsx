import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { LoadingButton } from '../../../../components/loading-button';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate, formatDateTime } from '../../../../lib/format/date-format';
import { useOneSubmit } from '../../../../lib/hooks/use-one-submit';
import { useNightAudit, useRunNightAudit } from '../audit-api';
import type { NightAuditView } from '../domain/audit-types';
import { NightAuditTables } from './night-audit-tables';

/** The run button for one hotel date (remounted for the next date, so its one-submit and key start fresh). */
function RunAudit({ view, onDone }: { view: NightAuditView; onDone: (message: string) => void }) {
  const allowed = useScreenPermission();
  const run = useRunNightAudit();
  const { submit, saving, failure } = useOneSubmit();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [asking, setAsking] = useState(false);
  const date = formatDate(view.date);
  const reasons = allowed('create')
    ? view.refusals
    : ['Running the night audit needs the create right on this screen.', ...view.refusals];
  const confirm = () => {
    setAsking(false);
    void submit(async () => {
      const answer = await run.mutateAsync({ dat: view.date, idempotencyKey });
      onDone(
        `The night of ${date} is closed: ${String(answer.roomsPosted ?? 0)} room${answer.roomsPosted === 1 ? '' : 's'} posted. The hotel date is now ${formatDate(String(answer.next ?? ''))}.`,
      );
    });
  };
  return (
    <div className="mb-3">
      {reasons.length > 0 && (
        <Alert variant="warning" id="fo-audit-blocked">
          <p className="mb-1 fw-semibold">The night audit cannot run now:</p>
          <ul className="mb-0">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <LoadingButton
        type="button"
        loading={saving}
        loadingText="Closing the day…"
        disabled={reasons.length > 0}
        aria-describedby={reasons.length > 0 ? 'fo-audit-blocked' : undefined}
        onClick={() => setAsking(true)}
      >
        {`Run night audit for ${date}`}
      </LoadingButton>
      {asking && (
        <ConfirmDialog
          title={`Close the hotel date ${date}?`}
          text={`The audit posts ${view.totals.nights} room night${view.totals.nights === 1 ? '' : 's'}, marks ${view.noShows.length} no-show${view.noShows.length === 1 ? '' : 's'} and moves the hotel date to the next day. It cannot be undone.`}
          confirmLabel="Run night audit"
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}

/** Night audit (Setup, /frontoffice/fo-night-audit): closes the hotel date, posting each occupied room's night. */
export function NightAuditScreen() {
  const audit = useNightAudit();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="fo-audit-title" className="p-2 p-md-3">
      <h1 id="fo-audit-title" className="h4">
        Night audit
      </h1>
      {done && (
        <Alert variant="success" onClose={() => setDone(null)} dismissible>
          {done}
        </Alert>
      )}
      {audit.isPending ? (
        <Loading label="Working out what the audit posts…" />
      ) : audit.isError ? (
        <LoadFailed message={toApiError(audit.error).message} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <dl className="row mb-3">
            <dt className="col-sm-4 col-lg-2">Hotel date</dt>
            <dd className="col-sm-8 col-lg-10">{formatDate(audit.data.date)}</dd>
            <dt className="col-sm-4 col-lg-2">Last audit</dt>
            <dd className="col-sm-8 col-lg-10">
              {audit.data.lastAudit
                ? `${formatDate(audit.data.lastAudit.dat)}, run by ${audit.data.lastAudit.user} at ${formatDateTime(audit.data.lastAudit.at)}`
                : 'None yet'}
            </dd>
          </dl>
          <RunAudit key={audit.data.date} view={audit.data} onDone={setDone} />
          <NightAuditTables view={audit.data} />
        </>
      )}
    </section>
  );
}
