import { format } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveClearingDates } from './brs-api';
import { BrsEntriesTable } from './brs-entries-table';
import { BrsImport } from './brs-import';
import { clearingChanges, clearingProblem, isUnclearedOn, summaryWith } from './brs-rules';
import { BrsSummary } from './brs-summary';
import type { ReconciliationAnswer } from './brs-types';

/**
 * The reconciliation of one bank account and period: the summary (recomputed as dates change),
 * the statement import, and the entries with their clearing dates, saved together.
 */
export function BrsWorkbench({ data }: { data: ReconciliationAnswer }) {
  const allowed = useScreenPermission();
  const mayModify = allowed('modify');
  const save = useSaveClearingDates();
  const [dates, setDates] = useState<ReadonlyMap<string, string>>(new Map());
  const [onlyUncleared, setOnlyUncleared] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = format(new Date(), 'yyyy-MM-dd');

  const summary = useMemo(() => summaryWith(data.perBooks, data.entries, data.to, dates), [data, dates]);
  const changes = useMemo(() => clearingChanges(data.entries, dates), [data, dates]);
  const problems = useMemo(() => {
    const found = new Map<string, string>();
    for (const row of data.entries) {
      const problem = dates.has(row.key) ? clearingProblem(row.date, dates.get(row.key)!, today) : null;
      if (problem) found.set(row.key, problem);
    }
    return found;
  }, [data, dates, today]);
  // Rows the user is changing stay in view under the filter until saved.
  const shown = useMemo(
    () =>
      onlyUncleared
        ? data.entries.filter((row) => isUnclearedOn(row.cleared, data.to) || dates.has(row.key))
        : data.entries,
    [data, dates, onlyUncleared],
  );
  const dirty = changes.length > 0;
  const leaveQuestion = useLeaveGuard(dirty);

  const change = useCallback(
    (key: string, date: string) => setDates((previous) => new Map(previous).set(key, date)),
    [],
  );
  const apply = useCallback(
    (filled: ReadonlyMap<string, string>) => setDates((previous) => new Map([...previous, ...filled])),
    [],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending || !dirty) return;
    if (problems.size > 0) {
      setRefusal(
        `Correct the ${problems.size === 1 ? 'marked clearing date' : `${problems.size} marked clearing dates`} and save again.`,
      );
      return;
    }
    setRefusal(null);
    save.mutate(
      { account: data.account, cleared: changes },
      {
        onSuccess: () => {
          showDoneToast(
            `${changes.length} clearing ${changes.length === 1 ? 'date' : 'dates'} saved for ${data.name}.`,
          );
          setDates(new Map());
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <>
      <BrsSummary summary={summary} asOn={data.to} name={data.name} />
      {mayModify && <BrsImport rows={data.entries} dates={dates} onApply={apply} />}
      <Form noValidate onSubmit={submit} aria-label="Clearing dates">
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <h2 className="h5 mb-0">Entries</h2>
          <Form.Check
            type="switch"
            id="brs-only-uncleared"
            label="Show only uncleared"
            checked={onlyUncleared}
            onChange={(event) => setOnlyUncleared(event.target.checked)}
          />
          <span className="text-muted">
            {shown.length} of {data.entries.length} entries{dirty ? `; ${changes.length} changed, not saved` : ''}
          </span>
        </div>
        {shown.length === 0 ? (
          <p>
            {data.entries.length === 0
              ? 'This account has no entries in the period and none outstanding.'
              : 'Every entry is cleared.'}
          </p>
        ) : (
          <BrsEntriesTable rows={shown} dates={dates} problems={problems} readOnly={!mayModify} onChange={change} />
        )}
        {mayModify && (
          <LoadingButton loading={save.isPending} loadingText="Saving" disabled={!dirty}>
            Save
          </LoadingButton>
        )}
      </Form>
      {leaveQuestion}
    </>
  );
}
