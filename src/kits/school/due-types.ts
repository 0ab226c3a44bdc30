import type { Paise } from '../../lib/money/money';
import type { Term } from './school-year';

/** Where a due comes from: a fee head, the pupil's route fee, or a charge posted by another desk. */
export type DueKind = 'FEE' | 'TRANSPORT' | 'CHARGE';

/** Who posts charges to the fee ledger (postStudentCharge): penalties given, library fines, book and uniform sales. */
export type ChargeSource = 'PENALTY' | 'LIBRARY' | 'BOOKS';

/** What a due is for; decides the income account its payment is credited to (school-postings.ts). */
export type DueSource = 'FEE' | 'TRANSPORT' | ChargeSource;

/**
 * One amount a pupil owes, computed (never stored). Its `id` is stable across reads, so receipts can point at it:
 * `${academicYear}|${head}|${period}` for a fee or route fee (feeDueId), `CHG|${chargeId}` for a charge (chargeDueId).
 */
export interface DueItem {
  id: string;
  admissionNo: string;
  kind: DueKind;
  source: DueSource;
  /** The fee head's code, the route fee's code (R-01-T1) or the charge's id. */
  head: string;
  /** What the pupil sees: 'Tuition fee (primary), May 2026', 'Transport R-01, Term 1', 'Library fine ACC-01025'. */
  label: string;
  /** The term the due date falls in. */
  term: Term;
  dueDate: string;
  amount: Paise;
}

/**
 * The period part of a fee due's id: 'ONCE', 'M05' (month), 'Q1'…'Q4' (quarter from April), 'T1'/'T2', 'ANNUAL'.
 * Kept short and stable: a receipt line points at the due by this id for good.
 */
export const feeDueId = (academicYear: number, head: string, period: string): string =>
  `${academicYear}|${head}|${period}`;

/** The due id of a posted charge. */
export const chargeDueId = (chargeId: string): string => `CHG|${chargeId}`;

/** The charge id a due id points at, or null when it is a fee or route-fee due. */
export const chargeIdOfDue = (dueId: string): string | null => (dueId.startsWith('CHG|') ? dueId.slice(4) : null);

/**
 * What fee-dues.ts needs of a pupil's transport (modules never import each other: the demo backend maps it from the
 * vehicles store and the route-fee master). Rupees, as the master stores them.
 */
export interface TransportDueInput {
  admissionNo: string;
  route: string;
  routeName: string;
  stop: string;
  /** BOTH pays `fee`, ONE pays `oneWayFee` (else `fee`). */
  way: 'BOTH' | 'ONE';
  fromDate: string;
  /** '' while it runs. */
  toDate: string;
  /** The route's fees: T1, T2 or the whole year (ANNUAL), each with its due date. */
  fees: ReadonlyArray<{ code: string; term: Term | 'ANNUAL'; fee: number; oneWayFee: number | null; dueDate: string }>;
}
