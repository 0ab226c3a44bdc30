import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { HrdMeeting } from '../../domain/training-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { FormActions } from '../../recruitment/shared/form-actions';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../recruitment/shared/refusal-alert';
import { AttendanceLines, AttendeesPicker } from './attendance-lines';
import { meetingInputOf, meetingSchema, type MeetingValues } from './event-form-values';

const schema = meetingSchema();

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
  const form = useForm<MeetingValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      subject: meeting?.subject ?? '',
      venue: meeting?.venue ?? '',
      meetingDate: meeting?.meetingDate ?? todayOf(),
      fromTime: meeting?.fromTime ?? '10:00',
      toTime: meeting?.toTime ?? '11:00',
      chairedBy: meeting?.chairedBy ? String(meeting.chairedBy) : '',
      minutes: meeting?.minutes ?? '',
      attendees: (meeting?.attendees ?? []).map((one) => ({ ...one, remarks: '' })),
    },
  });
  const attendees = useWatch({ control: form.control, name: 'attendees' });
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(HRD_ROUTES.setMeeting);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = {
        meeting: { ...meetingInputOf(values), recordId: meeting?.recordId ?? 0 },
        traCheck: meeting ? 2 : 1,
      };
      const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Meeting ${String(saved.seq ?? meeting?.seq ?? '')} saved.`);
      setFinished(true);
    }),
  );
  const chairs = attendees.map((one) => ({
    value: String(one.empno),
    label: employees.find((employee) => employee.recordid === one.empno)?.empname ?? String(one.empno),
  }));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {meeting ? `Meeting ${meeting.seq}` : 'New meeting'}
      </h1>
      <FormProvider {...form}>
        <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '56rem' }}>
          <RefusalAlert text={failure} />
          <Field form={form} name="subject" id={`${id}-subject`} label="Subject" />
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
            <Field form={form} name="meetingDate" id={`${id}-date`} label="Meeting date" type="date" />
            <Field form={form} name="fromTime" id={`${id}-from`} label="From" type="time" />
            <Field form={form} name="toTime" id={`${id}-to`} label="To" type="time" />
          </div>
          <AttendeesPicker id={id} employees={employees} />
          <Field
            form={form}
            name="chairedBy"
            id={`${id}-chair`}
            label="Chaired by"
            choose="Nobody named"
            options={chairs}
          />
          <AttendanceLines id={id} employees={employees} withRemarks={false} />
          <Field form={form} name="minutes" id={`${id}-minutes`} label="Minutes" type="textarea" rows={5} />
          <FormActions canSave={allowed(meeting ? 'modify' : 'create')} saving={saving} onBack={onDone} />
        </Form>
      </FormProvider>
      {leaveQuestion}
    </section>
  );
}
