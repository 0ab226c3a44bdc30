import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { toPaise } from '../../../lib/money/money';
import { draftsOf, linesToSend, readLine, sameAmounts, type Drafts } from './opening-drafts';
import { differenceText, openingTotals, type OpeningsAnswer } from './opening-rules';
import { openingSections, searchSections } from './opening-sections';
import { draftsOfValues, openingsSchema, openingsValues, type OpeningsValues } from './openings-form-values';
import { OpeningsTable } from './openings-table';
import { useSaveOpenings } from './openings-api';

interface Props {
  answer: OpeningsAnswer;
  /** The set is locked or the user may not modify: figures shown, nothing to save. */
  readOnly: boolean;
}

/** Why Save is off now, or null when it may be pressed. */
function saveBlocker(marked: boolean, balanced: boolean, dirty: boolean): string | null {
  if (marked) return 'Correct the marked amounts before saving.';
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
  const sections = useMemo(
    () =>
      openingSections(
        answer.chart,
        answer.balances.map((line) => line.account),
      ),
    [answer.chart, answer.balances],
  );
  const [starting] = useState(() =>
    openingsValues(
      // The stored accounts first, in the stored order, so a save sends its lines in the order it always did.
      [
        ...new Set([
          ...answer.balances.map((line) => line.account),
          ...sections.flatMap((section) => section.accounts.map((account) => account.code)),
        ]),
      ],
      draftsOf(
        answer.balances.map((line) => ({
          account: line.account,
          debit: toPaise(line.debit),
          credit: toPaise(line.credit),
        })),
      ),
    ),
  );
  const form = useForm<OpeningsValues>({ resolver: zodResolver(openingsSchema), defaultValues: starting });
  const [search, lines] = useWatch({ control: form.control, name: ['search', 'lines'] });
  // What was last saved (the stored set, then each set saved here): Save is off while the boxes say the same.
  const [baseline, setBaseline] = useState<Drafts>(() => draftsOfValues(starting.lines));
  const { submit } = useRepeatSubmit();
  const [refusal, setRefusal] = useState<string | null>(null);

  const shown = useMemo(() => searchSections(sections, search), [sections, search]);
  const drafts = useMemo(() => draftsOfValues(lines), [lines]);
  const index = useMemo(() => new Map(starting.lines.map((line, at) => [line.account, at])), [starting]);
  // Each box's amount as read, with the problem the schema found in it (checked as it is typed).
  const errors = form.formState.errors.lines;
  const read = new Map(
    lines.map((line, at) => {
      const { debit, credit } = readLine(line);
      const debitError = errors?.[at]?.debit?.message ?? null;
      const creditError = errors?.[at]?.credit?.message ?? null;
      return [line.account, { debit, credit, debitError, creditError }];
    }),
  );
  const totals = openingTotals(read.values());
  const dirty = !sameAmounts(drafts, baseline);
  const marked = [...read.values()].some((line) => line.debitError || line.creditError);
  const blocker = readOnly ? null : saveBlocker(marked, totals.debit === totals.credit, dirty);
  const leaveQuestion = useLeaveGuard(dirty && !readOnly);
  const when = formatDate(answer.from);

  const { setValue, trigger } = form;
  const change = useCallback(
    (account: string, side: 'debit' | 'credit', value: string) => {
      const at = index.get(account);
      if (at === undefined) return;
      setValue(`lines.${at}.${side}`, value, { shouldDirty: true });
      // The whole line: a debit typed beside a credit marks the credit box.
      void trigger([`lines.${at}.debit`, `lines.${at}.credit`]);
    },
    [index, setValue, trigger],
  );

  const send = form.handleSubmit((values) => {
    if (readOnly || blocker) return;
    setRefusal(null);
    const sent = draftsOfValues(values.lines);
    return submit(async () => {
      try {
        await save.mutateAsync({ from: answer.from, balances: linesToSend(sent) });
        setBaseline(sent);
        showDoneToast(`Opening balances from ${when} saved.`);
      } catch (failure) {
        const error = toApiError(failure);
        if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      }
    });
  });

  return (
    <Form noValidate onSubmit={(event) => void send(event)} aria-label={`Opening balances from ${when}`}>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div style={{ maxWidth: '24rem' }}>
        <Field
          form={form}
          name="search"
          id="openings-search"
          label="Find an account"
          type="search"
          placeholder="Name, code or group"
        />
      </div>
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
