import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { EventForm, MeetingFields } from '../../../../kits/events/event-form';
import { MEETINGS } from '../../../../kits/events/event-kinds';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdMeeting } from '../../domain/meeting-types';
import { useDeskForm } from '../shared/use-desk-form';
import { AttendeesField } from './attendee-lines';
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
  const form = useForm<MeetingValues>({ resolver: zodResolver(meetingSchema), defaultValues: meetingValues(meeting) });
  const { submitWith, ...saveState } = useDeskForm(form, FD_ROUTES.saveMeeting, onDone);
  const submit = submitWith(
    (values) => meetingBody(values, meeting),
    (seq) => `Meeting ${seq} saved.`,
  );
  return (
    <EventForm
      form={form}
      id={id}
      words={MEETINGS.words}
      number={meeting?.meetingNo ?? null}
      onSubmit={submit}
      onBack={onDone}
      {...saveState}
    >
      <MeetingFields id={id} venue="last">
        <Field form={form} name="chairedBy" id={`${id}-chair`} label="Chaired by" />
      </MeetingFields>
      <AttendeesField id={id} people={people} withRemarks={false} />
      <Field form={form} name="minutes" id={`${id}-minutes`} label="Minutes" type="textarea" rows={4} />
    </EventForm>
  );
}
