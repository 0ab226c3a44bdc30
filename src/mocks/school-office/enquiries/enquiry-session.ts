import type { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import type { Enquiry } from '../../../modules/school-office/domain/enquiry-types';
import { wireDate } from '../../core/server-dates';
import type { DemoSession } from '../../core/sessions/auth';
import { schoolSession } from '../../core/school/school-session';

type Transaction = (typeof TRANSACTION)[keyof typeof TRANSACTION];

/**
 * The session of a call (enquiry) request: the right on the front desk's Calls screen, or else on the shared Enquiry
 * entry (the shares' pre-sales staff hold 7/2/51): both screens are one desk, so either right serves.
 */
export async function enquirySession(
  request: Request,
  transaction: Transaction,
  access: 'read' | 'write',
): Promise<DemoSession | Response> {
  const calls = await schoolSession(request, FRONT_DESK.fdCalls, transaction, access);
  if (!(calls instanceof Response)) return calls;
  return schoolSession(request, FRONT_DESK.entry, transaction, access);
}

/** A wire date (dd-MMM-yyyy or yyyy-MM-dd) as yyyy-MM-dd, else the text as sent (the rules then name it). */
export const wireDay = (value: unknown): string => wireDate(value) ?? (typeof value === 'string' ? value.trim() : '');

/** The fields of a stored enquiry a list or answer gives (every one: text only). */
export const enquiryAnswer = (row: Enquiry): Enquiry => ({
  ...row,
  followUps: [...row.followUps].sort((a, b) => a.lineNo - b.lineNo),
});
