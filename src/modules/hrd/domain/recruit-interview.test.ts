import type { HrdInterview } from './recruitment-records';
import { appointmentProblems, appointmentRefusal, type AppointmentInput } from './recruit-appointment';
import {
  calledCandidate,
  interviewLocked,
  interviewProblems,
  type InterviewContext,
  type InterviewInput,
} from './recruit-interview';

const today = '2026-03-10';
const input: InterviewInput = {
  interviewDate: '2026-03-12',
  venue: 'Board room',
  descriptio: '',
  designation: 3,
  panel: [1, 2],
  candidates: [
    { resumeId: 11, result: 0, interviewerComments: '' },
    { resumeId: 12, result: 0, interviewerComments: '' },
  ],
};
const context: InterviewContext = {
  today,
  designations: new Set([3, 4]),
  panelAllowed: new Set([1, 2, 5]),
  resumesAllowed: new Set([11, 12, 13]),
};
const saved: HrdInterview = {
  recordId: 1,
  seq: 'INT2026-00001',
  dat: '2026-03-01',
  interviewDate: '2026-03-05',
  venue: 'Board room',
  descriptio: '',
  designation: 3,
  pos: 1,
  cancelled: false,
  panel: [{ sno: 1, empno: 1 }],
  candidates: [11, 12].map((resumeId, index) => calledCandidate(index + 1, resumeId, { result: index === 0 ? 1 : 2 })),
};

describe('interview rules', () => {
  it('accepts an interview from today with a panel and candidates', () => {
    expect(interviewProblems({ ...input, interviewDate: today }, context)).toEqual({});
  });
  it('refuses a past date on create, an empty panel or candidate list, strangers and results before the day', () => {
    expect(interviewProblems({ ...input, interviewDate: '2026-03-09' }, context).interviewDate).toBe(
      'The interview date is before today',
    );
    expect(interviewProblems({ ...input, panel: [], candidates: [] }, context)).toMatchObject({
      panel: 'Choose at least one panel member',
      candidates: 'Choose at least one candidate',
    });
    expect(interviewProblems({ ...input, panel: [1, 9] }, context).panel).toMatch(/in service/);
    expect(
      interviewProblems({ ...input, candidates: [{ resumeId: 14, result: 0, interviewerComments: '' }] }, context)
        .candidates,
    ).toMatch(/waiting for an interview/);
    expect(
      interviewProblems({ ...input, candidates: [{ resumeId: 11, result: 1, interviewerComments: '' }] }, context)[
        'candidates.0.result'
      ],
    ).toBe('A result is given on or after the interview day');
  });
  it('lets a saved interview keep its past date and take results; the post stays', () => {
    const modify = { ...context, existing: saved };
    expect(
      interviewProblems(
        {
          ...input,
          interviewDate: '2026-03-05',
          candidates: [{ resumeId: 11, result: 1, interviewerComments: 'Good' }],
        },
        modify,
      ),
    ).toEqual({});
    expect(interviewProblems({ ...input, interviewDate: '2026-03-05', designation: 4 }, modify).designation).toBe(
      'The post of a saved interview cannot change',
    );
    expect(interviewLocked({ ...saved, pos: 2 })).toMatch(/closed/);
    expect(interviewLocked({ ...saved, cancelled: true })).toMatch(/cancelled/);
  });
});

describe('appointment rules', () => {
  const line = (more: Partial<AppointmentInput>): AppointmentInput => ({
    resumeId: 11,
    appointmentStatus: 1,
    maxDateToJoin: '2026-03-31',
    appointmentComments: '',
    offeredPay: 25000,
    ...more,
  });
  it('appoints only who passed, with a last date to join not before today and a pay', () => {
    expect(appointmentProblems(saved, [line({}), line({ resumeId: 12, appointmentStatus: 2 })], today)).toEqual({});
    expect(appointmentProblems(saved, [line({ resumeId: 12 })], today)['12.appointmentStatus']).toBe(
      'Only a candidate who passed the interview is appointed',
    );
    expect(appointmentProblems(saved, [line({ maxDateToJoin: '2026-03-09', offeredPay: 0 })], today)).toEqual({
      '11.maxDateToJoin': 'The last date to join is before the appointment date',
      '11.offeredPay': 'Enter the monthly pay offered in rupees',
    });
    // The same day is allowed: the last date to join may be the appointment date.
    expect(appointmentProblems(saved, [line({ maxDateToJoin: today })], today)).toEqual({});
  });
  it('refuses a closed interview or a stranger', () => {
    expect(appointmentRefusal({ ...saved, pos: 2 }, [line({})])).toMatch(/closed/);
    expect(appointmentRefusal(saved, [line({ resumeId: 99 })])).toBe('A candidate is not in interview INT2026-00001.');
    expect(appointmentRefusal(saved, [])).toMatch(/at least one/);
    expect(appointmentRefusal(saved, [line({})])).toBeNull();
    const awaiting = { ...saved, candidates: [saved.candidates[0]!, { ...saved.candidates[1]!, result: 0 as const }] };
    expect(appointmentRefusal(awaiting, [line({})])).toBe(
      '1 candidate(s) of interview INT2026-00001 still await a result: give every result in the interview first.',
    );
  });
});
