import * as z from 'zod';

/** What the request form asks before sending; the server's leave rules (balance, overlaps) answer after. */
export const leaveRequestSchema = z
  .object({
    leaveId: z.string().min(1, 'Choose the type of leave'),
    leaveFrom: z.string().min(1, 'Enter the first day of the leave'),
    leaveTo: z.string().min(1, 'Enter the last day of the leave'),
    reason: z.string(),
  })
  .superRefine(({ leaveFrom, leaveTo }, context) => {
    if (leaveFrom && leaveTo && leaveTo < leaveFrom)
      context.addIssue({ code: 'custom', path: ['leaveTo'], message: 'The last day cannot be before the first' });
  });

export type LeaveRequestValues = z.infer<typeof leaveRequestSchema>;
export const EMPTY_LEAVE_REQUEST: LeaveRequestValues = { leaveId: '', leaveFrom: '', leaveTo: '', reason: '' };
