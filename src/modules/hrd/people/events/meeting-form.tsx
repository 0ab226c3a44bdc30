import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { HrdMeeting } from '../../domain/training-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { Problems } from '../../domain/recruit-resume';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { EmployeePicker } from '../../recruitment/shared/employee-picker';
import { InputField, SelectField, TextAreaField } from '../../../../components/form/controlled-fields';
import { FormActions } from '../../recruitment/shared/form-actions';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../recruitment/shared/refusal-alert';
import { AttendanceLines, withAttendees } from './attendance-lines';

/** A meeting: subject, when and where, its attendees (one in the chair), who attended, and the minutes. */
export function MeetingForm({
  meeting,
  employees,
  onDone,
}: {
  meeting: HrdMeeting | null;
  employees: EmployeeChoice[];
  onDone: () => void;
}) {
  const id = useId();
  const [initial] = useState(() => ({
    subject: meeting?.subject ?? '',
    venue: meeting?.venue ?? '',
    meetingDate: meeting?.meetingDate ?? todayOf(),
    fromTime: meeting?.fromTime ?? '10:00',
    toTime: meeting?.toTime ?? '11:00',
    chairedBy: meeting?.chairedBy ? String(meeting.chairedBy) : '',
    minutes: meeting?.minutes ?? '',
    attendees: (meeting?.attendees ?? []).map((one) => ({ ...one, remarks: '' })),
  }));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(HRD_ROUTES.setMeeting);
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
    if (!draft.subject.trim()) found.subject = 'Enter the subject';
    if (draft.toTime <= draft.fromTime) found.toTime = 'It ends before it begins';
    if (draft.attendees.length === 0) found.attendees = 'Choose at least one attendee';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const { chairedBy, attendees, ...rest } = draft;
      const body = {
        meeting: {
          ...rest,
          chairedBy: chairedBy ? Number(chairedBy) : null,
          attendees: attendees.map(({ empno, attended }) => ({ empno, attended })),
          recordId: meeting?.recordId ?? 0,
        },
        traCheck: meeting ? 2 : 1,
      };
      const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Meeting ${String(saved.seq ?? meeting?.seq ?? '')} saved.`);
      setFinished(true);
    });
  };
  const chairs = draft.attendees.map((one) => ({
    value: String(one.empno),
    label: employees.find((employee) => employee.recordid === one.empno)?.empname ?? String(one.empno),
  }));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {meeting ? `Meeting ${meeting.seq}` : 'New meeting'}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '56rem' }}>
        <RefusalAlert text={failure} />
        <InputField
          id={`${id}-subject`}
          label="Subject"
          value={draft.subject}
          onChange={(subject) => set({ subject })}
          error={problems.subject}
        />
        <div className="d-flex flex-wrap gap-3">
          <InputField id={`${id}-venue`} label="Venue" value={draft.venue} onChange={(venue) => set({ venue })} />
          <InputField
            id={`${id}-date`}
            label="Meeting date"
            type="date"
            value={draft.meetingDate}
            onChange={(meetingDate) => set({ meetingDate })}
            error={problems.meetingDate}
          />
          <InputField
            id={`${id}-from`}
            label="From"
            type="time"
            value={draft.fromTime}
            onChange={(fromTime) => set({ fromTime })}
            error={problems.fromTime}
          />
          <InputField
            id={`${id}-to`}
            label="To"
            type="time"
            value={draft.toTime}
            onChange={(toTime) => set({ toTime })}
            error={problems.toTime}
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
        <SelectField
          id={`${id}-chair`}
          label="Chaired by"
          placeholder="Nobody named"
          value={draft.chairedBy}
          onChange={(chairedBy) => set({ chairedBy })}
          error={problems.chairedBy}
          options={chairs}
        />
        <AttendanceLines
          id={id}
          attendees={draft.attendees}
          employees={employees}
          withRemarks={false}
          onChange={(attendees) => set({ attendees })}
        />
        <TextAreaField
          id={`${id}-minutes`}
          label="Minutes"
          value={draft.minutes}
          onChange={(minutes) => set({ minutes })}
          error={problems.minutes}
          rows={5}
        />
        <FormActions canSave={allowed(meeting ? 'modify' : 'create')} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
