import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveClearingDates } from './brs-api';
import { BrsEntriesTable } from './brs-entries-table';
import { BrsImport } from './brs-import';
import { clearingChanges, isUnclearedOn, summaryWith } from './brs-rules';
import { BrsSummary } from './brs-summary';
import type { ReconciliationAnswer } from './brs-types';
import { brsSchema, withDates, type BrsValues } from './brs-workbench-values';

/**
 * The reconciliation of one bank account and period: the summary (recomputed as dates change),
 * the statement import, and the entries with their clearing dates, saved together.
 */
export function BrsWorkbench({ data }: { data: ReconciliationAnswer }) {
  const allowed = useScreenPermission();
  const mayModify = allowed('modify');
  const save = useSaveClearingDates();
  const today = format(new Date(), 'yyyy-MM-dd');
  const form = useForm<BrsValues>({
    resolver: zodResolver(brsSchema(data.entries, today)),
    defaultValues: { onlyUncleared: false, cleared: [] },
  });
  const [onlyUncleared, cleared] = useWatch({ control: form.control, name: ['onlyUncleared', 'cleared'] });
  const { submit } = useRepeatSubmit();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dates = useMemo(() => new Map(cleared.map((entry) => [entry.key, entry.date])), [cleared]);

  const summary = useMemo(() => summaryWith(data.perBooks, data.entries, data.to, dates), [data, dates]);
  const changes = useMemo(() => clearingChanges(data.entries, dates), [data, dates]);
  // Each date's problem as the schema found it (checked as it is typed), by the entry's key.
  const errors = form.formState.errors.cleared;
  const problems = new Map(
    cleared.flatMap((entry, index) => {
      const message = errors?.[index]?.date?.message;
      return message ? [[entry.key, message] as const] : [];
    }),
  );
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

  const { getValues, setValue } = form;
  const apply = useCallback(
    (filled: ReadonlyMap<string, string>) =>
      setValue('cleared', withDates(getValues('cleared'), filled), { shouldDirty: true, shouldValidate: true }),
    [getValues, setValue],
  );
  const change = useCallback((key: string, date: string) => apply(new Map([[key, date]])), [apply]);

  const refuse = (count: number) =>
    setRefusal(
      `Correct the ${count === 1 ? 'marked clearing date' : `${count} marked clearing dates`} and save again.`,
    );
  const send = form.handleSubmit(
    () => {
      if (!dirty) return;
      setRefusal(null);
      return submit(async () => {
        try {
          await save.mutateAsync({ account: data.account, cleared: changes });
          showDoneToast(
            `${changes.length} clearing ${changes.length === 1 ? 'date' : 'dates'} saved for ${data.name}.`,
          );
          form.reset({ onlyUncleared: getValues('onlyUncleared'), cleared: [] });
        } catch (failure) {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        }
      });
    },
    (found) => {
      if (dirty) refuse(getValues('cleared').filter((_, index) => found.cleared?.[index]?.date).length);
    },
  );

  return (
    <>
      <BrsSummary summary={summary} asOn={data.to} name={data.name} />
      {mayModify && <BrsImport rows={data.entries} dates={dates} onApply={apply} />}
      <Form noValidate onSubmit={(event) => void send(event)} aria-label="Clearing dates">
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
            {...form.register('onlyUncleared')}
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
