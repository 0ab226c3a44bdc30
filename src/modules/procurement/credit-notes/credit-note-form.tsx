import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveCreditNote } from './credit-note-api';
import { creditNoteSchema, toNote, type CreditNoteFormValues } from './credit-note-form-values';
import type { PendingBillRow } from './credit-note-types';

/**
 * A credit note from a supplier against one goods receipt's bill, whose pending amount shows: the
 * rules are checked as the user saves and marked beside the fields; refusals show as text with the
 * input kept; one save per attempt; leaving unsaved asks first.
 */
export function CreditNoteForm({
  bills,
  today,
  onDone,
}: {
  bills: readonly PendingBillRow[];
  today: string;
  onDone: () => void;
}) {
  const chosen = useRef<PendingBillRow | undefined>(undefined);
  const resolver: Resolver<CreditNoteFormValues> = (values, context, options) =>
    zodResolver(creditNoteSchema(() => chosen.current))(values, context, options);
  const form = useForm<CreditNoteFormValues>({
    resolver,
    defaultValues: { dat: today, vendorid: '', transactionId: '', amt: '', descriptio: '' },
  });
  const [vendorid, transactionId] = useWatch({ control: form.control, name: ['vendorid', 'transactionId'] });
  const suppliers = useMemo(
    () => [...new Map(bills.map((bill) => [bill.vendorid, bill.vendorname])).entries()],
    [bills],
  );
  const own = bills.filter((bill) => bill.vendorid === vendorid);
  const bill = own.find((row) => String(row.recordId) === transactionId);
  useEffect(() => {
    chosen.current = bill;
  }, [bill]);
  const save = useSaveCreditNote();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const note = toNote(values);
    save.mutate(
      { note, idempotencyKey: attempt.keyFor(note) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Credit note ${String(answer.seq ?? '')} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(path as keyof CreditNoteFormValues, { message });
          setRefusal(
            error.isNetwork || error.isSessionOver
              ? `${error.message}. Your entries are kept: save again.`
              : error.message,
          );
        },
      },
    );
  });

  return (
    <FormPage title="New credit note" maxWidth="48rem" onSubmit={submit} after={leaveQuestion}>
      <RefusalAlert text={refusal} />
      <Field form={form} name="dat" id="note-dat" label="Date" type="date" />
      <Field
        form={form}
        name="vendorid"
        id="note-vendorid"
        label="Supplier"
        options={suppliers.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))}
        // Another supplier's bills are others: the bill chosen goes.
        onChange={() => form.setValue('transactionId', '')}
      />
      <Field
        form={form}
        name="transactionId"
        id="note-transactionId"
        label="Goods receipt (bill)"
        options={own.map((row) => ({
          value: String(row.recordId),
          label: `${row.seq} · ${formatDate(row.dat)} · invoice ${row.invoiceno} · pending ${formatMoney(toPaise(row.pending))}`,
        }))}
        choose={vendorid ? 'Choose…' : 'Choose the supplier first'}
        disabled={!vendorid}
        help={
          bill &&
          `Pending on bill ${bill.seq}: ${formatMoney(toPaise(bill.pending))} of ${formatMoney(toPaise(bill.billAmt))}`
        }
      />
      <Field form={form} name="amt" id="note-amt" label="Amount" type="money" />
      <Field form={form} name="descriptio" id="note-descriptio" label="Description" type="textarea" rows={2} />
      <FormActions canSave saving={save.isPending || form.formState.isSubmitting} onBack={onDone} />
    </FormPage>
  );
}
