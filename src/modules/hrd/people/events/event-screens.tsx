import { EventScreen, useEventPeriod, type EventList } from '../../../../kits/events/event-screen';
import { MEETINGS, TRAININGS } from '../../../../kits/events/event-kinds';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { EmployeeChoice, MeetingsAnswer, TrainingsAnswer } from '../../domain/recruit-types';
import type { HrdMeeting, HrdTraining } from '../../domain/training-types';
import { useRecruitRead } from '../../recruitment/shared/recruit-api';
import { wireDay } from '../../recruitment/shared/recruit-format';
import { MeetingForm } from './meeting-form';
import { TrainingForm } from './training-form';

// Events are opened by their record id (`?record=<id>`) and shown by their number.
const TRAINING_LIST: EventList<HrdTraining> = {
  ...TRAININGS,
  attendeesHeader: 'Attendees (attended)',
  keyOf: (one) => String(one.recordId),
  numberOf: (one) => one.seq,
};

const MEETING_LIST: EventList<HrdMeeting> = {
  ...MEETINGS,
  attendeesHeader: 'Attendees (attended)',
  keyOf: (one) => String(one.recordId),
  numberOf: (one) => one.seq,
};

/** The attendees named as the employees offered name them (their record id, for one no longer offered). */
const named = (attendees: ReadonlyArray<{ empno: number; attended: boolean }>, employees: readonly EmployeeChoice[]) =>
  attendees.map(({ empno, attended }) => ({
    name: employees.find((one) => one.recordid === empno)?.empname ?? String(empno),
    attended,
  }));

/** Trainings (/hrd/trainings): the period's trainings with attendees, one opened (`?record=<id>`) or a new one. */
export function TrainingsScreen() {
  const period = useEventPeriod();
  const answer = useRecruitRead<TrainingsAnswer>(HRD_ROUTES.trainings, {
    frmDate: wireDay(period.from),
    toDate: wireDay(period.to),
  });
  const employees = answer.data?.employees ?? [];
  return (
    <EventScreen
      list={TRAINING_LIST}
      period={period}
      query={answer}
      records={answer.data?.trainings}
      attendeesOf={(one) => named(one.attendees, employees)}
      form={(training, onDone) => <TrainingForm training={training} employees={employees} onDone={onDone} />}
    />
  );
}

/**
 * Meetings (/hrd/meetings): the period's meetings with attendees and minutes, one opened (`?record=<id>`) or a new one.
 */
export function MeetingsScreen() {
  const period = useEventPeriod();
  const answer = useRecruitRead<MeetingsAnswer>(HRD_ROUTES.meetings, {
    frmDate: wireDay(period.from),
    toDate: wireDay(period.to),
  });
  const employees = answer.data?.employees ?? [];
  return (
    <EventScreen
      list={MEETING_LIST}
      period={period}
      query={answer}
      records={answer.data?.meetings}
      attendeesOf={(one) => named(one.attendees, employees)}
      form={(meeting, onDone) => <MeetingForm meeting={meeting} employees={employees} onDone={onDone} />}
    />
  );
}
