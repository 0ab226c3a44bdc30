import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import type { OpeningsAnswer } from './opening-rules';
import { OpeningsForm } from './openings-form';
import { useOpenings } from './openings-api';

/** Why the set is shown read-only, or null when it may be changed. */
function readOnlyNote(answer: OpeningsAnswer, mayModify: boolean): string | null {
  if (answer.locked)
    return `The books are closed through ${formatDate(answer.from)} or later: these openings belong to a closed year and can no longer be changed.`;
  if (!mayModify) return 'You may look at the opening balances; changing them needs the right to modify them.';
  return null;
}

/**
 * Opening balances (/accounts/accopenings): pick a set (the latest by default, `?from=yyyy-MM-dd`), then every
 * account's debit or credit.
 */
export function OpeningsScreen() {
  const [params, setParams] = useSearchParams();
  const allowed = useScreenPermission();
  const openings = useOpenings(params.get('from') ?? '');
  const answer = openings.data;
  const note = answer ? readOnlyNote(answer, allowed('modify')) : null;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Opening balances
      </h1>
      {openings.isPending && <Loading label="Loading the opening balances…" />}
      {openings.isError && (
        <LoadFailed message={toApiError(openings.error).message} onRetry={() => void openings.refetch()} />
      )}
      {answer && answer.sets.length === 0 && <Alert variant="secondary">There are no opening balances yet.</Alert>}
      {answer && answer.sets.length > 0 && (
        <>
          <Form.Group controlId="openings-set" className="mb-3" style={{ maxWidth: '16rem' }}>
            <Form.Label>Openings from</Form.Label>
            <Form.Select value={answer.from} onChange={(event) => setParams({ from: event.target.value })}>
              {[...answer.sets].reverse().map((from) => (
                <option key={from} value={from}>
                  {formatDate(from)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {note && <Alert variant="secondary">{note}</Alert>}
          <OpeningsForm key={answer.from} answer={answer} readOnly={note !== null} />
        </>
      )}
    </section>
  );
}
