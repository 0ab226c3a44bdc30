import { EventScreen, useEventPeriod, type EventList } from '../../../../kits/events/event-screen';
import { MEETINGS, TRAININGS } from '../../../../kits/events/event-kinds';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskListAnswer } from '../../domain/desk-records';
import type { FdMeeting, FdTraining } from '../../domain/meeting-types';
import { useDeskRead, wireDay } from '../shared/desk-api';
import { MeetingForm } from './meeting-form';
import { TrainingForm } from './training-form';

// Events are opened by their number (`?record=<no>`); each attendee carries their own name.
const MEETING_LIST: EventList<FdMeeting> = {
  ...MEETINGS,
  attendeesHeader: 'Attendees (attended ✓)',
  keyOf: (one) => one.meetingNo,
  numberOf: (one) => one.meetingNo,
};

const TRAINING_LIST: EventList<FdTraining> = {
  ...TRAININGS,
  attendeesHeader: 'Attendees (attended ✓)',
  keyOf: (one) => one.trainingNo,
  numberOf: (one) => one.trainingNo,
};

/** Meetings (/front-desk/fd-meet): the period's meetings with attendees, one opened (`?record=<no>`) or a new one. */
export function MeetingsScreen() {
  const period = useEventPeriod();
  const answer = useDeskRead<DeskListAnswer<FdMeeting>>(FD_ROUTES.meetings, {
    frmDate: wireDay(period.from),
    toDate: wireDay(period.to),
  });
  const people = answer.data?.people ?? [];
  return (
    <EventScreen
      list={MEETING_LIST}
      period={period}
      query={answer}
      records={answer.data?.rows}
      attendeesOf={(one) => one.attendees}
      form={(meeting, onDone) => <MeetingForm meeting={meeting} people={people} onDone={onDone} />}
    />
  );
}

/**
 * Trainings (/front-desk/fd-train): the period's trainings with attendees, one opened (`?record=<no>`) or a new one.
 */
export function TrainingsScreen() {
  const period = useEventPeriod();
  const answer = useDeskRead<DeskListAnswer<FdTraining>>(FD_ROUTES.trainings, {
    frmDate: wireDay(period.from),
    toDate: wireDay(period.to),
  });
  const people = answer.data?.people ?? [];
  return (
    <EventScreen
      list={TRAINING_LIST}
      period={period}
      query={answer}
      records={answer.data?.rows}
      attendeesOf={(one) => one.attendees}
      form={(training, onDone) => <TrainingForm training={training} people={people} onDone={onDone} />}
    />
  );
}
