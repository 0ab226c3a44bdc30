import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField, TextAreaField } from '../../../../components/form/controlled-fields';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { complaintProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import { byField, fieldProblemsOf, useDeskWrite } from '../shared/desk-api';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { PersonSelect } from '../shared/person-select';

export const RAISED_BY = [
  { value: 'PARENT', label: 'A parent' },
  { value: 'STUDENT', label: 'A pupil' },
  { value: 'STAFF', label: 'Staff' },
  { value: 'OTHER', label: 'Someone else' },
];

/** Raises a complaint: by whom (a parent, a pupil, staff), about what, the pupil concerned. */
export function ComplaintRaiseForm({ people, onDone }: { people: readonly DeskPerson[]; onDone: () => void }) {
  const id = useId();
  const [initial] = useState(() => ({
    raisedBy: '',
    raisedByKind: 'PARENT',
    admissionNo: '',
    phone: '',
    category: '',
    description: '',
  }));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [finished, setFinished] = useState(false);
  const save = useDeskWrite(FD_ROUTES.saveComplaint);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<typeof draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found = byField(complaintProblems('RAISE', null, { ...draft, assignedTo: '', resolution: '' }));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        header: { action: 'RAISE', ...draft, admissionNo: draft.admissionNo.replace(/^S:/, '') },
        traCheck: 1,
      };
      try {
        const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(`Complaint ${String(saved.seq ?? '')} raised.`);
        setFinished(true);
      } catch (error) {
        const fields = fieldProblemsOf(error);
        if (!fields) throw error;
        setProblems(fields);
      }
    });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New complaint
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '48rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-by`}
            label="Raised by"
            value={draft.raisedBy}
            onChange={(raisedBy) => set({ raisedBy })}
            error={problems.raisedBy}
          />
          <SelectField
            id={`${id}-kind`}
            label="Who they are"
            placeholder={false}
            value={draft.raisedByKind}
            onChange={(raisedByKind) => set({ raisedByKind })}
            error={problems.raisedByKind}
            options={RAISED_BY}
          />
          <InputField
            id={`${id}-phone`}
            label="Phone"
            type="tel"
            value={draft.phone}
            onChange={(phone) => set({ phone })}
          />
        </div>
        <PersonSelect
          id={`${id}-pupil`}
          label="Pupil concerned"
          placeholder="None"
          people={people}
          kinds={['STUDENT']}
          value={draft.admissionNo}
          onChange={(admissionNo) => set({ admissionNo })}
          error={problems.admissionNo}
        />
        <InputField
          id={`${id}-category`}
          label="About"
          value={draft.category}
          onChange={(category) => set({ category })}
          error={problems.category}
          help="Transport, classroom, fees, library…"
        />
        <TextAreaField
          id={`${id}-description`}
          label="Complaint"
          value={draft.description}
          onChange={(description) => set({ description })}
          error={problems.description}
        />
        <FormActions canSave={allowed('create')} saving={saving} onBack={onDone} saveLabel="Raise" />
      </Form>
      {leaveQuestion}
    </section>
  );
}
