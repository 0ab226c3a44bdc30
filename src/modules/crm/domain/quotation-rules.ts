/**
 * Sale quotation rules (05-crm §2) shared by the screens and the demo backend: statuses (Pos),
 * numbering SQ<yy of the financial year's start>-<5 digits>, and what may still change.
 */

export const QUOTATION_PENDING = 1;
/** Born approved: `crm_quo` = 1. */
export const QUOTATION_APPROVED = 2;
/** Approved by the approver (98 on the approvals screen). */
export const QUOTATION_APPROVED_BY_APPROVER = 3;

/**
 * Pos at birth from the company's `crm_quo` (CrmSetup): value 1 ⇒ 2 (approved), any other ⇒ 1 (pending); no row ⇒
 * approved.
 */
export const quotationBirthPos = (setupValue: string | undefined): 1 | 2 =>
  setupValue === undefined || setupValue === '1' ? QUOTATION_APPROVED : QUOTATION_PENDING;

export const isQuotationApproved = (pos: number): boolean =>
  pos === QUOTATION_APPROVED || pos === QUOTATION_APPROVED_BY_APPROVER;

export function quotationStatusLabel(pos: number, ordered = false): string {
  if (ordered) return 'Ordered';
  if (pos === QUOTATION_PENDING) return 'Pending approval';
  if (pos === QUOTATION_APPROVED) return 'Approved';
  if (pos === QUOTATION_APPROVED_BY_APPROVER) return 'Approved after review';
  return `Status ${pos}`;
}

/** The approver's step: only Pos 1 → 3; the reason otherwise (approving twice is refused). */
export function approvalProblem(seq: string, pos: number): string | null {
  if (pos === QUOTATION_PENDING) return null;
  if (isQuotationApproved(pos)) return `Quotation ${seq} is already approved.`;
  return `Quotation ${seq} is not waiting for approval.`;
}

/** Modify (2) or delete (3): refused once approved or ordered. */
export function changeProblem(
  seq: string,
  pos: number,
  ordered: boolean,
  action: 'modified' | 'deleted',
): string | null {
  if (ordered) return `Quotation ${seq} has a sale order; it cannot be ${action}.`;
  if (isQuotationApproved(pos)) return `Quotation ${seq} is approved; it cannot be ${action}.`;
  return null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The head of the numbers of the financial year (April–March) of `date`: 'SQ26-' from 1 Apr 2026 to 31 Mar 2027. */
export function quotationNumberHead(date: string): string {
  const match = ISO_DAY.exec(date);
  if (!match) throw new RangeError(`Expected a date as yyyy-MM-dd, got '${date}'`);
  const year = Number(match[1]) - (Number(match[2]) < 4 ? 1 : 0);
  return `SQ${String(year % 100).padStart(2, '0')}-`;
}

/** The next number for a quotation dated `date`: the highest counter of that financial year + 1 (SQ26-00001 first). */
export function nextQuotationNumber(date: string, existing: Iterable<string>): string {
  const head = quotationNumberHead(date);
  let highest = 0;
  for (const number of existing) {
    const counter = number.startsWith(head) ? number.slice(head.length) : '';
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(5, '0')}`;
}
