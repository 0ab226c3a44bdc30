import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { callProblems, refusalField, type LeadProblems } from '../domain/lead-rules';
import type { LeadCall } from '../domain/lead-types';
import { nameIn, options, ownerName, useLeadRead, useLeadWrite, type LeadMasters } from './lead-api';
import { todayOf } from './lead-format';

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
  const blank = { call_date: todayOf(), call_type: '', notes: '', next_followup_date: '' };
  const [draft, setDraft] = useState(blank);
  const [problems, setProblems] = useState<LeadProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(LEAD_ROUTES.saveCall);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = draft.notes !== '' || draft.next_followup_date !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const set = (patch: Partial<typeof blank>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const call = { ...draft, call_type: Number(draft.call_type) || 0, lead_id: leadId };
    const found = callProblems(call, todayOf());
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      try {
        await save.mutateAsync({ body: call, idempotencyKey: attempt.keyFor(call) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = refusalField(message);
        if (field) setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Follow-up added to lead ${leadId}.`);
      setDraft(blank);
    });
  };
  const rows = calls.data ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="h5">
        Follow-ups
      </h2>
      {rows.length === 0 ? (
        <p>{calls.isPending ? 'Loading the follow-ups…' : 'No follow-up yet.'}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="caption-top">Follow-ups, latest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">How</th>
                <th scope="col">What was discussed</th>
                <th scope="col">Next follow-up</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((call) => (
                <tr key={call.id}>
                  <td className="text-nowrap">{formatDate(call.call_date)}</td>
                  <td>{nameIn(masters.callTypes, call.call_type)}</td>
                  <td>{call.notes}</td>
                  <td className="text-nowrap">{call.next_followup_date ? formatDate(call.next_followup_date) : '—'}</td>
                  <td>{ownerName(masters.owners, call.called_by)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {allowed('modify') && (
        <Form
          noValidate
          onSubmit={(event) => (event.preventDefault(), send())}
          aria-label="Add a follow-up"
          style={{ maxWidth: '48rem' }}
        >
          {general && (
            <Alert variant="danger" role="alert">
              {general}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-3">
            <InputField
              id={`${id}-date`}
              label="Call date"
              type="date"
              value={draft.call_date}
              onChange={(call_date) => set({ call_date })}
              error={problems.call_date}
            />
            <SelectField
              id={`${id}-type`}
              label="How they were reached"
              value={draft.call_type}
              onChange={(call_type) => set({ call_type })}
              error={problems.call_type}
              options={options(masters.callTypes)}
            />
            <InputField
              id={`${id}-next`}
              label="Next follow-up date"
              type="date"
              value={draft.next_followup_date}
              onChange={(next_followup_date) => set({ next_followup_date })}
              error={problems.next_followup_date}
            />
          </div>
          <TextAreaField
            id={`${id}-notes`}
            label="What was discussed"
            rows={2}
            value={draft.notes}
            onChange={(notes) => set({ notes })}
            error={problems.notes}
          />
          <LoadingButton loading={saving} loadingText="Saving">
            Add follow-up
          </LoadingButton>
        </Form>
      )}
    </section>
  );
}
