import * as z from 'zod';
import { checkedBy } from '../../../../components/form/rule-checks';
import { complaintProblems, type ComplaintInput } from '../../domain/desk-rules';
import type { Complaint, ComplaintAction } from '../../domain/complaint-types';

const NONE: ComplaintInput = {
  raisedBy: '',
  raisedByKind: '',
  category: '',
  description: '',
  assignedTo: '',
  resolution: '',
};

/** The assign step's staff member, checked by the complaint rules (the order of the steps included). */
export const assignSchema = (complaint: Complaint) =>
  checkedBy(z.object({ assignedTo: z.string() }), ({ assignedTo }) =>
    complaintProblems('ASSIGN', complaint, { ...NONE, assignedTo }),
  );
export type AssignValues = z.infer<ReturnType<typeof assignSchema>>;

/** The resolve step's note, checked by the complaint rules. */
export const resolveSchema = (complaint: Complaint) =>
  checkedBy(z.object({ resolution: z.string() }), ({ resolution }) =>
    complaintProblems('RESOLVE', complaint, { ...NONE, resolution }),
  );
export type ResolveValues = z.infer<ReturnType<typeof resolveSchema>>;

/** A step as sent: both fields as they stand, whichever step it is. */
export const stepBody = (complaint: Complaint, action: ComplaintAction, assignedTo: string, resolution: string) => ({
  header: { action, complaintNo: complaint.complaintNo, assignedTo, resolution },
  traCheck: 2,
});
