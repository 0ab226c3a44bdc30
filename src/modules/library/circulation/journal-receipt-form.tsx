import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { TitledForm } from '../../../components/form/titled-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LIB_ROUTES as API } from '../domain/lib-routes';
import type { JournalReceiptsAnswer } from '../domain/library-types';
import { useLibWrite } from './circulation-api';
import {
  blankReceipt,
  journalReceiptSchema,
  receiptBody,
  type JournalReceiptValues,
} from './journal-receipt-form-values';

/** Records an issue of a journal received: which journal, the day it came, its cover date and label, the copies. */
export function JournalReceiptForm({
  journals,
  today,
}: {
  journals: JournalReceiptsAnswer['journals'];
  today: string;
}) {
  const id = useId();
  const form = useForm<JournalReceiptValues>({
    resolver: zodResolver(journalReceiptSchema(today)),
    defaultValues: blankReceipt(today),
  });
  const save = useLibWrite(API.saveJournalReceipt);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  // The day received and the copies have their own defaults: only what the user chose or wrote asks before leaving.
  const [journal, issueLabel, remarks] = useWatch({
    control: form.control,
    name: ['journal', 'issueLabel', 'remarks'],
  });
  const leaveQuestion = useLeaveGuard(journal !== '' || issueLabel !== '' || remarks !== '');
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = receiptBody(values);
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Journal receipt ${String(answer.seq ?? '')} saved.`);
      // The next issue usually came the same day: the day stays.
      form.reset({ ...blankReceipt(today), date: values.date });
    }),
  );
  return (
    <TitledForm title="Record an issue received" onSubmit={send} className="border rounded p-3 mb-4" maxWidth="52rem">
      <RefusalAlert text={failure} />
      <Field
        form={form}
        name="journal"
        id={`${id}-journal`}
        label="Journal"
        options={journals.map((one) => ({ value: one.code, label: `${one.title} (${one.periodicity.toLowerCase()})` }))}
      />
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="date" id={`${id}-date`} label="Received on" type="date" />
        <Field
          form={form}
          name="issueDate"
          id={`${id}-issue-date`}
          label="Issue (cover) date"
          type="date"
          help="Empty: the day it came in."
        />
        <Field form={form} name="copies" id={`${id}-copies`} label="Copies" type="number" />
      </div>
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="issueLabel"
          id={`${id}-label`}
          label="Issue"
          help="As printed: March 2026, Vol. 12 No. 3."
        />
        <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Save the receipt
      </LoadingButton>
      {leaveQuestion}
    </TitledForm>
  );
}
