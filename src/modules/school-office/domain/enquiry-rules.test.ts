import { describe, expect, it } from 'vitest';
import {
  actionProblem,
  enquiryProblems,
  enquiryRefusalField,
  followUpDateProblem,
  followUpProblems,
  isFollowUpDue,
  nextAdmissionNo,
  presentationProblems,
  statusAfter,
  type EnquiryInput,
} from './enquiry-rules';

const TODAY = '2026-11-25';
const good: EnquiryInput = {
  parentName: 'Sunita Bawankar',
  childName: 'Mihika Bawankar',
  phone: '9422140012',
  email: '',
  classSought: 'NUR',
  source: 'WALK_IN',
  followUpDate: '2026-11-27',
};

describe('enquiry status moves', () => {
  it('an open enquiry follows up, converts or closes', () => {
    expect(statusAfter('OPEN', 'FOLLOW_UP')).toBe('FOLLOW_UP');
    expect(statusAfter('FOLLOW_UP', 'FOLLOW_UP')).toBe('FOLLOW_UP');
    expect(statusAfter('FOLLOW_UP', 'CONVERT')).toBe('CONVERTED');
    expect(statusAfter('OPEN', 'CLOSE')).toBe('CLOSED');
    expect(statusAfter('OPEN', 'EDIT')).toBe('OPEN');
    for (const action of ['EDIT', 'FOLLOW_UP', 'CONVERT', 'CLOSE'] as const) {
      expect(actionProblem('OPEN', action, 'ENQ2026-00001')).toBeNull();
      expect(actionProblem('FOLLOW_UP', action, 'ENQ2026-00001')).toBeNull();
    }
  });

  it('converted and closed enquiries are final, and the refusal says which', () => {
    expect(actionProblem('CONVERTED', 'CLOSE', 'ENQ2026-00004')).toBe(
      'Enquiry ENQ2026-00004 is already converted: it cannot be closed.',
    );
    expect(actionProblem('CLOSED', 'CONVERT', 'ENQ2026-00004')).toBe(
      'Enquiry ENQ2026-00004 is already closed: it cannot be converted.',
    );
    expect(actionProblem('CLOSED', 'FOLLOW_UP', 'ENQ2026-00004')).toMatch(/cannot be followed up/);
    expect(actionProblem('CONVERTED', 'EDIT', 'ENQ2026-00004')).toMatch(/cannot be changed/);
  });

  it('a follow-up is due when the enquiry is open and its date is today or past', () => {
    expect(isFollowUpDue({ status: 'OPEN', followUpDate: TODAY }, TODAY)).toBe(true);
    expect(isFollowUpDue({ status: 'FOLLOW_UP', followUpDate: '2026-11-20' }, TODAY)).toBe(true);
    expect(isFollowUpDue({ status: 'OPEN', followUpDate: '2026-11-26' }, TODAY)).toBe(false);
    expect(isFollowUpDue({ status: 'OPEN', followUpDate: '' }, TODAY)).toBe(false);
    expect(isFollowUpDue({ status: 'CLOSED', followUpDate: '2026-11-20' }, TODAY)).toBe(false);
  });
});

describe('enquiry fields', () => {
  it('accepts a complete enquiry', () => {
    expect(enquiryProblems(good, TODAY, true)).toEqual({});
  });

  it('a follow-up date may be today or later, never in the past', () => {
    expect(followUpDateProblem(TODAY, TODAY)).toBeNull();
    expect(followUpDateProblem('', TODAY)).toBeNull();
    expect(followUpDateProblem('2026-11-24', TODAY)).toBe('The follow-up date cannot be in the past.');
    expect(followUpDateProblem('25-11-2026', TODAY)).toBe('Give the follow-up date as a day.');
    expect(enquiryProblems({ ...good, followUpDate: '2026-11-01' }, TODAY, true)).toEqual({
      followUpDate: 'The follow-up date cannot be in the past.',
    });
  });

  it('names each missing or wrong field', () => {
    const problems = enquiryProblems(
      {
        parentName: ' ',
        childName: '',
        phone: '12345',
        email: 'not-mail',
        classSought: '',
        source: 'FAX',
        followUpDate: '',
      },
      TODAY,
      true,
    );
    expect(Object.keys(problems).sort()).toEqual([
      'childName',
      'classSought',
      'email',
      'parentName',
      'phone',
      'source',
    ]);
    expect(problems.classSought).toBe('Choose the class sought.');
  });

  it('outside the school the child is not asked and the subject is what they are interested in', () => {
    const problems = enquiryProblems({ ...good, childName: '', classSought: '' }, TODAY, false);
    expect(problems).toEqual({ classSought: 'Say what they are interested in.' });
  });

  it('a follow-up line needs a note and a next date not in the past', () => {
    expect(followUpProblems({ note: 'Called back', nextDate: '' }, TODAY)).toEqual({});
    expect(followUpProblems({ note: '', nextDate: '2026-11-01' }, TODAY)).toEqual({
      note: 'Say what was discussed.',
      nextDate: 'The next follow-up date cannot be in the past.',
    });
  });

  it('a refusal of the backend finds its field', () => {
    expect(enquiryRefusalField('The follow-up date cannot be in the past.')).toBe('followUpDate');
    expect(enquiryRefusalField('The next follow-up date cannot be in the past.')).toBe('nextDate');
    expect(enquiryRefusalField('Give a 10-digit mobile number, e.g. 9822037164.')).toBe('phone');
    expect(enquiryRefusalField('Enquiry ENQ2026-00004 is already closed: it cannot be converted.')).toBeNull();
  });
});

describe('presentations', () => {
  const booked = {
    parentName: 'Abhay Dongre',
    phone: '9822140015',
    scheduledDate: '2026-11-27',
    scheduledTime: '10:30',
    venue: 'Main building',
    status: 'SCHEDULED' as const,
    outcome: '' as const,
  };
  it('is scheduled for today or later, and keeps a past day it already had', () => {
    expect(presentationProblems(booked, TODAY, null)).toEqual({});
    expect(presentationProblems({ ...booked, scheduledDate: '2026-11-20' }, TODAY, null)).toEqual({
      scheduledDate: 'The presentation cannot be scheduled in the past.',
    });
    expect(presentationProblems({ ...booked, scheduledDate: '2026-11-20' }, TODAY, '2026-11-20')).toEqual({});
  });
  it('done needs its outcome and its day reached', () => {
    expect(presentationProblems({ ...booked, status: 'DONE' }, TODAY, booked.scheduledDate)).toEqual({
      scheduledDate: 'A presentation cannot be done before its day.',
      outcome: 'Record the outcome of the presentation.',
    });
    expect(
      presentationProblems(
        { ...booked, scheduledDate: '2026-11-24', status: 'DONE', outcome: 'INTERESTED' },
        TODAY,
        '2026-11-24',
      ),
    ).toEqual({});
    expect(presentationProblems({ ...booked, outcome: 'ADMITTED' }, TODAY, null).outcome).toMatch(/only once/);
  });
});

describe('the next admission number', () => {
  it('takes the year of the day and one above the highest counter of any year', () => {
    expect(nextAdmissionNo('2026-11-25', ['ADM-2025-0140', 'ADM-2023-0102', 'ADM-2026-9001X', 'OLD-7'])).toBe(
      'ADM-2026-0141',
    );
    expect(nextAdmissionNo('2026-06-01', [])).toBe('ADM-2026-0001');
    expect(nextAdmissionNo('2027-04-01', ['ADM-2026-9999'])).toBe('ADM-2027-10000');
  });
});
