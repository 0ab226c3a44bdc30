import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { InputField, TextAreaField } from '../../../../components/form/controlled-fields';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { meetingProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdMeeting } from '../../domain/meeting-types';
import { todayOf } from '../shared/desk-api';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { useDeskForm } from '../shared/use-desk-form';
import { AttendeeLines } from './attendee-lines';

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
  const { draft, set, problems, send, saving, failure, leaveQuestion } = useDeskForm(
    FD_ROUTES.saveMeeting,
    {
      subject: meeting?.subject ?? '',
      meetingDate: meeting?.meetingDate ?? todayOf(),
      fromTime: meeting?.fromTime ?? '10:00',
      toTime: meeting?.toTime ?? '11:00',
      venue: meeting?.venue ?? '',
      chairedBy: meeting?.chairedBy ?? '',
      minutes: meeting?.minutes ?? '',
      attendees: meeting?.attendees ?? [],
    },
    onDone,
  );
  const submit = () => {
    const { attendees, ...header } = draft;
    send(
      meetingProblems(draft),
      { header: { ...header, meetingNo: meeting?.meetingNo ?? '' }, lines: attendees, traCheck: meeting ? 2 : 1 },
      (seq) => `Meeting ${seq} saved.`,
    );
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {meeting ? `Meeting ${meeting.meetingNo}` : 'New meeting'}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: '56rem' }}>
        <RefusalAlert text={failure} />
        <InputField
          id={`${id}-subject`}
          label="Subject"
          value={draft.subject}
          onChange={(subject) => set({ subject })}
          error={problems.subject}
        />
        <div className="d-flex flex-wrap gap-3">
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
          <InputField id={`${id}-venue`} label="Venue" value={draft.venue} onChange={(venue) => set({ venue })} />
          <InputField
            id={`${id}-chair`}
            label="Chaired by"
            value={draft.chairedBy}
            onChange={(chairedBy) => set({ chairedBy })}
          />
        </div>
        <AttendeeLines
          id={id}
          attendees={draft.attendees}
          people={people}
          withRemarks={false}
          error={problems.attendees}
          onChange={(attendees) => set({ attendees })}
        />
        <TextAreaField
          id={`${id}-minutes`}
          label="Minutes"
          value={draft.minutes}
          onChange={(minutes) => set({ minutes })}
          rows={4}
        />
        <FormActions canSave={allowed(meeting ? 'modify' : 'create')} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
