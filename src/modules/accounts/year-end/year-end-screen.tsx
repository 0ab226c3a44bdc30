import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { yearLabel, type YearEndState } from './financial-years';
import { CloseYearForm } from './close-year-form';
import { useCapitalAccounts, useYearEndState } from './year-end-api';
import { YearsTable } from './years-table';

/** What the user may do next: close the closable year (with the create right), or why nothing can be closed now. */
function NextStep({ state }: { state: YearEndState }) {
  const allowed = useScreenPermission();
  const capital = useCapitalAccounts();
  const closable = state.years.find((year) => year.canClose);
  if (!closable) {
    const current = state.years.find((year) => year.status === 'current');
    return (
      <p className="text-body-secondary">
        No year can be closed now
        {current ? `: the current year ${yearLabel(current)} ends on ${formatDate(current.to)}` : ''}.
      </p>
    );
  }
  if (!allowed('create'))
    return (
      <p className="text-body-secondary">
        The year {yearLabel(closable)} has ended and can be closed by a user with the right to close years.
      </p>
    );
  if (capital.isPending) return <Loading label="Loading the capital accounts…" />;
  if (capital.error) return <LoadFailed message={toApiError(capital.error).message} onRetry={capital.refetch} />;
  return <CloseYearForm key={closable.from} year={closable} capitalAccounts={capital.accounts} />;
}

/**
 * Year end (/accounts/accyearend): every financial year with its result, and closing the earliest ended year into the
 * capital account.
 */
export function YearEndScreen() {
  const state = useYearEndState();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Year end
      </h1>
      {state.isPending && <Loading label="Loading the financial years…" />}
      {state.isError && <LoadFailed message={toApiError(state.error).message} onRetry={() => void state.refetch()} />}
      {state.data && (
        <>
          <Alert variant={state.data.closedThrough ? 'secondary' : 'light'}>
            {state.data.closedThrough
              ? `The books are closed up to ${formatDate(state.data.closedThrough)}.`
              : 'No year has been closed yet.'}
          </Alert>
          <YearsTable years={state.data.years} />
          <NextStep state={state.data} />
        </>
      )}
    </section>
  );
}
