import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { toPaise } from '../../../lib/money/money';
import { draftsOf, linesToSend, readLine, sameAmounts, type Drafts, type ReadLine } from './opening-drafts';
import { differenceText, openingTotals, type OpeningsAnswer } from './opening-rules';
import { openingSections, searchSections } from './opening-sections';
import { OpeningsTable } from './openings-table';
import { useSaveOpenings } from './openings-api';

interface Props {
  answer: OpeningsAnswer;
  /** The set is locked or the user may not modify: figures shown, nothing to save. */
  readOnly: boolean;
}

/** Why Save is off now, or null when it may be pressed. */
function saveBlocker(read: ReadonlyMap<string, ReadLine>, balanced: boolean, dirty: boolean): string | null {
  if ([...read.values()].some((line) => line.debitError || line.creditError))
    return 'Correct the marked amounts before saving.';
  if (!balanced) return 'Save is possible once total debits equal total credits.';
  if (!dirty) return 'Nothing has changed yet.';
  return null;
}

/**
 * One opening set as a table of every account's debit and credit, live totals, and Save (balanced sets only; the server
 * checks again).
 */
export function OpeningsForm({ answer, readOnly }: Props) {
  const save = useSaveOpenings();
  const busy = useRef(false);
  const stored = useMemo(
    () =>
      draftsOf(
        answer.balances.map((line) => ({
          account: line.account,
          debit: toPaise(line.debit),
          credit: toPaise(line.credit),
        })),
      ),
    [answer.balances],
  );
  const [drafts, setDrafts] = useState<Drafts>(stored);
  const [baseline, setBaseline] = useState<Drafts>(stored);
  const [search, setSearch] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const sections = useMemo(
    () =>
      openingSections(
        answer.chart,
        answer.balances.map((line) => line.account),
      ),
    [answer.chart, answer.balances],
  );
  const shown = useMemo(() => searchSections(sections, search), [sections, search]);
  const read = useMemo(
    () =>
      new Map(
        sections
          .flatMap((section) => section.accounts)
          .map((account) => [account.code, readLine(drafts.get(account.code))]),
      ),
    [sections, drafts],
  );
  const totals = openingTotals(read.values());
  const dirty = !sameAmounts(drafts, baseline);
  const blocker = readOnly ? null : saveBlocker(read, totals.debit === totals.credit, dirty);
  const leaveQuestion = useLeaveGuard(dirty && !readOnly);
  const when = formatDate(answer.from);

  const change = useCallback(
    (account: string, side: 'debit' | 'credit', value: string) =>
      setDrafts((previous) =>
        new Map(previous).set(account, {
          debit: previous.get(account)?.debit ?? '',
          credit: previous.get(account)?.credit ?? '',
          [side]: value,
        }),
      ),
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || blocker || busy.current) return;
    busy.current = true;
    setRefusal(null);
    const sent = drafts;
    save.mutate(
      { from: answer.from, balances: linesToSend(sent) },
      {
        onSuccess: () => {
          setBaseline(sent);
          showDoneToast(`Opening balances from ${when} saved.`);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={`Opening balances from ${when}`}>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <Form.Group controlId="openings-search" className="mb-3" style={{ maxWidth: '24rem' }}>
        <Form.Label>Find an account</Form.Label>
        <Form.Control
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, code or group"
        />
      </Form.Group>
      <OpeningsTable
        caption={`Opening balances from ${when}`}
        sections={shown}
        drafts={drafts}
        read={read}
        totals={totals}
        readOnly={readOnly}
        onChange={change}
      />
      {shown.length === 0 && <p>No account matches “{search.trim()}”.</p>}
      <p
        aria-live="polite"
        className={totals.debit === totals.credit ? 'text-success fw-semibold' : 'text-danger fw-semibold'}
      >
        {differenceText(totals)}
      </p>
      {!readOnly && (
        <div className="d-flex align-items-center gap-3">
          <LoadingButton
            loading={save.isPending}
            loadingText="Saving"
            disabled={blocker !== null}
            aria-describedby={blocker ? 'openings-save-reason' : undefined}
          >
            Save
          </LoadingButton>
          {blocker && (
            <span id="openings-save-reason" className="text-body-secondary">
              {blocker}
            </span>
          )}
        </div>
      )}
      {leaveQuestion}
    </Form>
  );
}
