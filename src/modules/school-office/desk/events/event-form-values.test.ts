import { describe, expect, it } from 'vitest';
import type { FdAttendee, FdMeeting } from '../../domain/meeting-types';
import { todayOf } from '../shared/desk-api';
import { meetingBody, meetingSchema, meetingValues, trainingSchema, trainingValues } from './event-form-values';

const parent: FdAttendee = { key: 'P:ADM-2024-0101', kind: 'PARENT', name: 'Asha Kale', attended: true, remarks: '' };
const meeting: FdMeeting = {
  meetingNo: 'FMT2026-00001',
  date: '2026-03-10',
  subject: 'Annual day',
  meetingDate: '2026-03-12',
  fromTime: '10:00',
  toTime: '11:00',
  venue: 'Hall',
  chairedBy: 'Principal',
  minutes: '',
  attendees: [parent],
  by: 'staff',
};
const issues = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a meeting', () => {
  it('starts today from 10:00 to 11:00, or as it was saved', () => {
    expect(meetingValues(null)).toMatchObject({ meetingDate: todayOf(), fromTime: '10:00', toTime: '11:00' });
    expect(meetingValues(meeting)).toMatchObject({ subject: 'Annual day', attendees: [parent] });
  });

  it('is checked by the meeting rules, each problem beside its field', () => {
    expect(issues(meetingSchema.safeParse({ ...meetingValues(null), toTime: '09:00' }))).toEqual([
      ['subject', 'Enter the subject'],
      ['toTime', 'It ends before it begins'],
      ['attendees', 'Choose at least one attendee'],
    ]);
    expect(meetingSchema.safeParse(meetingValues(meeting)).success).toBe(true);
  });

  it('is sent as its header and its attendees as the lines, a change numbered', () => {
    expect(meetingBody(meetingValues(meeting), meeting)).toEqual({
      header: {
        subject: 'Annual day',
        meetingDate: '2026-03-12',
        fromTime: '10:00',
        toTime: '11:00',
        venue: 'Hall',
        chairedBy: 'Principal',
        minutes: '',
        meetingNo: 'FMT2026-00001',
      },
      lines: [parent],
      traCheck: 2,
    });
    expect(meetingBody(meetingValues(null), null)).toMatchObject({ header: { meetingNo: '' }, traCheck: 1 });
  });
});

describe('a training', () => {
  it('is checked by the training rules', () => {
    const days = { ...trainingValues(null), fromDate: '2026-03-12', toDate: '2026-03-11' };
    expect(issues(trainingSchema.safeParse({ ...days, attendees: [parent] }))).toEqual([
      ['title', 'Enter what the training is about'],
      ['toDate', 'The last day is before the first'],
    ]);
  });
});
