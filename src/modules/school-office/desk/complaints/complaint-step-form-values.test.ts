import { describe, expect, it } from 'vitest';
import type { Complaint } from '../../domain/complaint-types';
import { assignSchema, resolveSchema, stepBody } from './complaint-step-form-values';

const raised: Complaint = {
  complaintNo: 'CMP2026-00001',
  date: '2026-03-10',
  raisedBy: 'Kiran Wagh',
  raisedByKind: 'PARENT',
  admissionNo: '',
  phone: '',
  category: 'Canteen',
  description: 'The water cooler leaks.',
  status: 'RAISED',
  assignedTo: '',
  assignedToName: '',
  assignedOn: '',
  resolution: '',
  resolvedOn: '',
  by: 'staff',
};
const issues = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a complaint step', () => {
  it('assigns to a staff member chosen, the problem beside the choice', () => {
    expect(issues(assignSchema(raised).safeParse({ assignedTo: '' }))).toEqual([
      ['assignedTo', 'Choose the staff member it is assigned to'],
    ]);
    expect(assignSchema(raised).safeParse({ assignedTo: 'E:12' }).success).toBe(true);
  });

  it('resolves only an assigned complaint, with a note', () => {
    expect(issues(resolveSchema(raised).safeParse({ resolution: 'Fixed' }))).toEqual([
      ['resolution', 'CMP2026-00001 is not assigned yet: assign it to staff before resolving it'],
    ]);
    const assigned = { ...raised, status: 'ASSIGNED' as const, assignedTo: 'E:12' };
    expect(issues(resolveSchema(assigned).safeParse({ resolution: ' ' }))).toEqual([
      ['resolution', 'Enter how it was resolved'],
    ]);
    expect(resolveSchema(assigned).safeParse({ resolution: 'Fixed' }).success).toBe(true);
  });

  it('sends both fields as they stand, whichever the step', () => {
    expect(stepBody(raised, 'RESOLVE', 'E:12', 'Fixed')).toEqual({
      header: { action: 'RESOLVE', complaintNo: 'CMP2026-00001', assignedTo: 'E:12', resolution: 'Fixed' },
      traCheck: 2,
    });
  });
});
