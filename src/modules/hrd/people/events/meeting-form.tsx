import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { EventForm, MeetingFields } from '../../../../kits/events/event-form';
import { MEETINGS } from '../../../../kits/events/event-kinds';
import type { HrdMeeting } from '../../domain/training-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { AttendanceLines, AttendeesPicker } from './attendance-lines';
import { meetingInputOf, meetingSchema, type MeetingValues } from './event-form-values';
import { useEventSave } from './use-event-save';

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
  const { submitWith, ...saveState } = useEventSave(form, HRD_ROUTES.setMeeting, onDone);
  const submit = submitWith(
    (values) => ({
      meeting: { ...meetingInputOf(values), recordId: meeting?.recordId ?? 0 },
      traCheck: meeting ? 2 : 1,
    }),
    (seq) => `Meeting ${String(seq ?? meeting?.seq ?? '')} saved.`,
  );
  const chairs = attendees.map((one) => ({
    value: String(one.empno),
    label: employees.find((employee) => employee.recordid === one.empno)?.empname ?? String(one.empno),
  }));
  return (
    <EventForm
      form={form}
      id={id}
      words={MEETINGS.words}
      number={meeting?.seq ?? null}
      onSubmit={submit}
      onBack={onDone}
      {...saveState}
    >
      <MeetingFields id={id} venue="first" />
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
    </EventForm>
  );
}
