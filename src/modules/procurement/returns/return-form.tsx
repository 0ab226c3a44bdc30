import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { showDoneToast } from '../../../lib/messages/messages';
import { useReturnableReceipts, useReturnSource, useSaveReturn } from './return-api';
import { formPath, returnSchema, toSaveBody, totalsOf, type ReturnFormValues } from './return-form-values';
import { ReturnHeaderFields } from './return-header-fields';
import { ReturnLinesTable } from './return-lines-table';
import { ReturnTotalsView } from './return-totals-view';
import type { ReturnRequirements, ReturnSource } from './return-types';

/**
 * A purchase return: the date, the supplier, one of its goods receipts; the receipt's lines show with
 * what is left of each lot and take the quantity going back. Rules are checked as the user saves and
 * marked beside the fields; the server's refusal shows as text with the input kept; one save per attempt.
 */
export function ReturnForm({ requirements, onDone }: { requirements: ReturnRequirements; onDone: () => void }) {
  const source = useRef<ReturnSource | null>(null);
  const resolver: Resolver<ReturnFormValues> = (values, context, options) =>
    zodResolver(returnSchema(source.current?.lines ?? []))(values, context, options);
  const form = useForm<ReturnFormValues>({
    resolver,
    defaultValues: { dat: requirements.dat, vendorid: '', refMir: '', lines: [] },
  });
  const [dat, refMir] = useWatch({ control: form.control, name: ['dat', 'refMir'] });
  const receipts = useReturnableReceipts('2000-01-01', dat || requirements.dat);
  const loaded = useReturnSource(refMir);
  const current = refMir && loaded.data ? loaded.data : null;
  useEffect(() => {
    source.current = current;
  }, [current]);
  const save = useSaveReturn();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const lineCount = loaded.data?.lines.length ?? 0;
  useEffect(() => {
    form.setValue(
      'lines',
      Array.from({ length: refMir ? lineCount : 0 }, () => ({ qty: '' })),
    );
  }, [form, refMir, lineCount]);
  const values = useWatch({ control: form.control }) as ReturnFormValues;
  const totals = totalsOf(current, { ...values, lines: values.lines ?? [] });

  const submit = form.handleSubmit((typed) => {
    if (save.isPending || !current) return;
    setRefusal(null);
    const { body, formIndex } = toSaveBody(current, typed);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Purchase return ${String(answer.seq ?? '')} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(formPath(path, formIndex) as 'dat', { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
          else setRefusal(`${error.message}. Your entries are kept: save again.`);
        },
      },
    );
  });

  return (
    <FormPage title="New purchase return" maxWidth="80rem" onSubmit={submit} after={leaveQuestion}>
      <RefusalAlert text={refusal} />
      <p className="form-text mt-0">
        The server gives the number as it saves; the next free one is {requirements.seq}.
      </p>
      <ReturnHeaderFields form={form} receipts={receipts.data ?? []} />
      {refMir && loaded.isPending && <p>Loading the goods receipt…</p>}
      {refMir && loaded.isError && <Alert variant="warning">{toApiError(loaded.error).message}</Alert>}
      {current && (
        <>
          <ReturnLinesTable form={form} lines={current.lines} />
          <ReturnTotalsView totals={totals} pendingPaise={toPaise(current.header.pending)} />
        </>
      )}
      <FormActions canSave saving={save.isPending || form.formState.isSubmitting} onBack={onDone} />
    </FormPage>
  );
}
