import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { refusalField } from '../domain/lead-rules';
import type { LeadCall } from '../domain/lead-types';
import { nameIn, options, ownerName, useLeadRead, useLeadWrite, type LeadMasters } from './lead-api';
import { blankCall, callOf, callSchema, isCallField, type CallField, type CallValues } from './lead-calls-values';

/** The field a refusal's words name, when this form holds it. */
function fieldOfRefusal(message: string): CallField | null {
  const field = refusalField(message);
  return isCallField(field) ? field : null;
}

/** A lead's follow-ups (latest first) and, with the modify right, a form to add one (the next date not in the past). */
export function LeadCalls({
  leadId,
  masters,
  onDirty,
}: {
  leadId: number;
  masters: LeadMasters;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const calls = useLeadRead<LeadCall[]>(LEAD_ROUTES.calls, { lead_id: leadId });
  const allowed = useScreenPermission();
  const form = useForm<CallValues>({ resolver: zodResolver(callSchema), defaultValues: blankCall() });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(LEAD_ROUTES.saveCall);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  // What was discussed or the next date typed is worth asking about; the day and the way alone are not.
  const [notes, next] = useWatch({ control: form.control, name: ['notes', 'next_followup_date'] });
  const dirty = notes !== '' || next !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const call = callOf(values, leadId);
      try {
        await save.mutateAsync({ body: call, idempotencyKey: attempt.keyFor(call) });
      } catch (error) {
        setGeneral(refusalBeside(form, error, fieldOfRefusal));
        return;
      }
      attempt.saved();
      showDoneToast(`Follow-up added to lead ${leadId}.`);
      form.reset(blankCall());
    }),
  );
  const rows = calls.data ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="h5">
        Follow-ups
      </h2>
      <DataTable
        empty={<p>{calls.isPending ? 'Loading the follow-ups…' : 'No follow-up yet.'}</p>}
        rows={rows}
        columns={[
          { label: 'Date', cell: (call) => formatDate(call.call_date), className: 'text-nowrap' },
          { label: 'How', cell: (call) => nameIn(masters.callTypes, call.call_type) },
          { label: 'What was discussed', cell: (call) => call.notes },
          {
            label: 'Next follow-up',
            cell: (call) => (call.next_followup_date ? formatDate(call.next_followup_date) : '—'),
            className: 'text-nowrap',
          },
          { label: 'By', cell: (call) => ownerName(masters.owners, call.called_by) },
        ]}
        rowKey={(call) => call.id}
        caption="Follow-ups, latest first"
        rowHeader={false}
        tableClassName="table table-sm"
      />
      {allowed('modify') && (
        <Form
          noValidate
          onSubmit={(event) => {
            setGeneral(null);
            void send(event);
          }}
          aria-label="Add a follow-up"
          style={{ maxWidth: '48rem' }}
        >
          <RefusalAlert text={general} />
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="call_date" id={`${id}-date`} label="Call date" type="date" />
            <Field
              form={form}
              name="call_type"
              id={`${id}-type`}
              label="How they were reached"
              options={options(masters.callTypes)}
            />
            <Field form={form} name="next_followup_date" id={`${id}-next`} label="Next follow-up date" type="date" />
          </div>
          <Field form={form} name="notes" id={`${id}-notes`} label="What was discussed" type="textarea" rows={2} />
          <LoadingButton loading={saving} loadingText="Saving">
            Add follow-up
          </LoadingButton>
        </Form>
      )}
    </section>
  );
}
