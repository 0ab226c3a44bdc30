import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { HrdTraining } from '../../domain/training-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { Problems } from '../../domain/recruit-resume';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { EmployeePicker } from '../../recruitment/shared/employee-picker';
import { InputField } from '../../../../components/form/controlled-fields';
import { FormActions } from '../../recruitment/shared/form-actions';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../recruitment/shared/refusal-alert';
import { AttendanceLines, withAttendees } from './attendance-lines';

/** A training: what, by whom, where, from a day to a day, its attendees and who attended. */
export function TrainingForm({
  training,
  employees,
  onDone,
}: {
  training: HrdTraining | null;
  employees: EmployeeChoice[];
  onDone: () => void;
}) {
  const id = useId();
  const [initial] = useState(() => ({
    title: training?.title ?? '',
    trainer: training?.trainer ?? '',
    venue: training?.venue ?? '',
    fromDate: training?.fromDate ?? todayOf(),
    toDate: training?.toDate ?? todayOf(),
    attendees: training?.attendees ?? [],
  }));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(HRD_ROUTES.setTraining);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<typeof draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found: Problems = {};
    if (!draft.title.trim()) found.title = 'Enter what the training is about';
    if (draft.toDate < draft.fromDate) found.toDate = 'The last day is before the first';
    if (draft.attendees.length === 0) found.attendees = 'Choose at least one attendee';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { training: { ...draft, recordId: training?.recordId ?? 0 }, traCheck: training ? 2 : 1 };
      const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Training ${String(saved.seq ?? training?.seq ?? '')} saved.`);
      setFinished(true);
    });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {training ? `Training ${training.seq}` : 'New training'}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '56rem' }}>
        <RefusalAlert text={failure} />
        <InputField
          id={`${id}-title-box`}
          label="Training"
          value={draft.title}
          onChange={(title) => set({ title })}
          error={problems.title}
        />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-trainer`}
            label="Trainer"
            value={draft.trainer}
            onChange={(trainer) => set({ trainer })}
          />
          <InputField id={`${id}-venue`} label="Venue" value={draft.venue} onChange={(venue) => set({ venue })} />
          <InputField
            id={`${id}-from`}
            label="First day"
            type="date"
            value={draft.fromDate}
            onChange={(fromDate) => set({ fromDate })}
            error={problems.fromDate}
          />
          <InputField
            id={`${id}-to`}
            label="Last day"
            type="date"
            value={draft.toDate}
            onChange={(toDate) => set({ toDate })}
            error={problems.toDate}
          />
        </div>
        <EmployeePicker
          id={`${id}-attendees`}
          legend="Attendees"
          employees={employees}
          chosen={draft.attendees.map((one) => one.empno)}
          onChange={(chosen) => set({ attendees: withAttendees(draft.attendees, chosen) })}
          error={problems.attendees}
        />
        <AttendanceLines
          id={id}
          attendees={draft.attendees}
          employees={employees}
          withRemarks
          onChange={(attendees) => set({ attendees })}
        />
        <FormActions canSave={allowed(training ? 'modify' : 'create')} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
