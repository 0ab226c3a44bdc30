import {
  meetingInputOf,
  meetingSchema,
  trainingSchema,
  type MeetingValues,
  type TrainingValues,
} from './event-form-values';

const today = () => '2026-03-10';
const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const training: TrainingValues = {
  title: 'Fire safety',
  trainer: '',
  venue: '',
  fromDate: '2026-03-10',
  toDate: '2026-03-11',
  attendees: [{ empno: 4, attended: false, remarks: '' }],
};
const meeting: MeetingValues = {
  subject: 'Shift rota',
  venue: '',
  meetingDate: '2026-03-12',
  fromTime: '10:00',
  toTime: '11:00',
  chairedBy: '4',
  minutes: '',
  attendees: [{ empno: 4, attended: false, remarks: '' }],
};

describe('trainingSchema', () => {
  it('says the module’s problems beside their fields, all at once', () => {
    const result = trainingSchema(today).safeParse({ ...training, title: ' ', toDate: '2026-03-09', attendees: [] });
    expect(issues(result)).toEqual([
      ['title', 'Enter what the training is about'],
      ['toDate', 'The last day is before the first'],
      ['attendees', 'Choose at least one attendee'],
    ]);
  });

  it('leaves the attendees chosen to the server, which holds the employees’ records', () => {
    expect(trainingSchema(today).safeParse(training).success).toBe(true);
  });
});

describe('meetingSchema', () => {
  it('says the module’s problems beside their fields', () => {
    const result = meetingSchema(today).safeParse({
      ...meeting,
      toTime: '09:30',
      chairedBy: '9',
      minutes: 'Agreed',
    });
    expect(issues(result)).toEqual([
      ['toTime', 'It ends before it begins'],
      ['chairedBy', 'The chair must be one of the attendees'],
      ['minutes', 'Minutes are written once the meeting is held'],
    ]);
  });

  it('passes a meeting the form can tell nothing against', () => {
    expect(meetingSchema(today).safeParse(meeting).success).toBe(true);
  });
});

describe('meetingInputOf', () => {
  it('sends the chair as a number (null for nobody) and the attendees without remarks', () => {
    expect(meetingInputOf(meeting)).toEqual({
      subject: 'Shift rota',
      venue: '',
      meetingDate: '2026-03-12',
      fromTime: '10:00',
      toTime: '11:00',
      minutes: '',
      chairedBy: 4,
      attendees: [{ empno: 4, attended: false }],
    });
    expect(meetingInputOf({ ...meeting, chairedBy: '' }).chairedBy).toBeNull();
  });
});
