import * as z from 'zod';
import { checkedBy } from '../../../../components/form/rule-checks';
import { meetingProblems, trainingProblems } from '../../domain/desk-rules';
import type { FdAttendee, FdMeeting, FdTraining } from '../../domain/meeting-types';
import { todayOf } from '../shared/desk-api';

// The attendees are built by the list from the school's people, never typed: the rules check them as they are.
const attendees = z.array(z.custom<FdAttendee>());

/** A meeting's values, checked by the meeting rules (each problem beside its field, the attendees' beside the list). */
export const meetingSchema = checkedBy(
  z.object({
    subject: z.string(),
    meetingDate: z.string(),
    fromTime: z.string(),
    toTime: z.string(),
    venue: z.string(),
    chairedBy: z.string(),
    minutes: z.string(),
    attendees,
  }),
  meetingProblems,
);
export type MeetingValues = z.infer<typeof meetingSchema>;

/** The meeting as the form starts it: the one opened, or a new one today from 10:00 to 11:00. */
export const meetingValues = (meeting: FdMeeting | null): MeetingValues => ({
  subject: meeting?.subject ?? '',
  meetingDate: meeting?.meetingDate ?? todayOf(),
  fromTime: meeting?.fromTime ?? '10:00',
  toTime: meeting?.toTime ?? '11:00',
  venue: meeting?.venue ?? '',
  chairedBy: meeting?.chairedBy ?? '',
  minutes: meeting?.minutes ?? '',
  attendees: meeting?.attendees ?? [],
});

/** A meeting as sent: its header (numbered when changed), its attendees as the lines. */
export function meetingBody({ attendees: lines, ...header }: MeetingValues, meeting: FdMeeting | null) {
  return { header: { ...header, meetingNo: meeting?.meetingNo ?? '' }, lines, traCheck: meeting ? 2 : 1 };
}

/** A training's values, checked by the training rules. */
export const trainingSchema = checkedBy(
  z.object({
    title: z.string(),
    trainer: z.string(),
    venue: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
    attendees,
  }),
  trainingProblems,
);
export type TrainingValues = z.infer<typeof trainingSchema>;

/** The training as the form starts it: the one opened, or a new one of today. */
export const trainingValues = (training: FdTraining | null): TrainingValues => ({
  title: training?.title ?? '',
  trainer: training?.trainer ?? '',
  venue: training?.venue ?? '',
  fromDate: training?.fromDate ?? todayOf(),
  toDate: training?.toDate ?? todayOf(),
  attendees: training?.attendees ?? [],
});

/** A training as sent: its header (numbered when changed), its attendees as the lines. */
export function trainingBody({ attendees: lines, ...header }: TrainingValues, training: FdTraining | null) {
  return { header: { ...header, trainingNo: training?.trainingNo ?? '' }, lines, traCheck: training ? 2 : 1 };
}
