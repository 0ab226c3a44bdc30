import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdMeeting } from '../../domain/meeting-types';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { useDeskForm } from '../shared/use-desk-form';
import { AttendeeLines } from './attendee-lines';
import { meetingBody, meetingSchema, meetingValues, type MeetingValues } from './event-form-values';

/**
 * A meeting: subject, when and where, who chairs it, its attendees (parents, pupils, staff) marked attended, and the
 * minutes.
 */
export function MeetingForm({
  meeting,
  people,
  onDone,
}: {
  meeting: FdMeeting | null;
  people: readonly DeskPerson[];
  onDone: () => void;
}) {
  const id = useId();
  const allowed = useScreenPermission();
  const form = useForm<MeetingValues>({ resolver: zodResolver(meetingSchema), defaultValues: meetingValues(meeting) });
  const { submitWith, saving, failure, leaveQuestion } = useDeskForm(form, FD_ROUTES.saveMeeting, onDone);
  const submit = submitWith(
    (values) => meetingBody(values, meeting),
    (seq) => `Meeting ${seq} saved.`,
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {meeting ? `Meeting ${meeting.meetingNo}` : 'New meeting'}
      </h1>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '56rem' }}>
        <RefusalAlert text={failure} />
        <Field form={form} name="subject" id={`${id}-subject`} label="Subject" />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="meetingDate" id={`${id}-date`} label="Meeting date" type="date" />
          <Field form={form} name="fromTime" id={`${id}-from`} label="From" type="time" />
          <Field form={form} name="toTime" id={`${id}-to`} label="To" type="time" />
          <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
          <Field form={form} name="chairedBy" id={`${id}-chair`} label="Chaired by" />
        </div>
        <Controller
          control={form.control}
          name="attendees"
          render={({ field, fieldState }) => (
            <AttendeeLines
              id={id}
              attendees={field.value}
              people={people}
              withRemarks={false}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
        <Field form={form} name="minutes" id={`${id}-minutes`} label="Minutes" type="textarea" rows={4} />
        <FormActions canSave={allowed(meeting ? 'modify' : 'create')} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
