import type { ChargeSource } from './due-types';

export type ChargeStatus = 'OPEN' | 'WITHDRAWN';

/**
 * A charge another desk posts to a pupil's fee ledger through postStudentCharge
 * (src/mocks/core/school/fee-charges.ts), the one door by which penalties, library fines and book sales reach it.
 * Stored under its id; a withdrawn charge is kept, marked, and the ledger ignores it.
 */
export interface StudentCharge {
  /** `${source}|${reference}` (chargeIdOf): the same document never posts twice. */
  id: string;
  admissionNo: string;
  source: ChargeSource;
  /** The posting document (and line, if it posts several): 'PEN2026-00004', 'LRT2026-00002/1', 'BKS2026-00010'. */
  reference: string;
  /** The day it falls due (the document's date). */
  date: string;
  /** Rupees, above zero. */
  amount: number;
  /** What the ledger shows: 'Penalty: late arrival to school (3 days)'. */
  label: string;
  status: ChargeStatus;
  /** Why it was withdrawn ('' while open). */
  withdrawReason: string;
  /** The user who posted it. */
  by: string;
}

/** The id of the charge a document posts (source and reference: unique by construction). */
export const chargeIdOf = (source: ChargeSource, reference: string): string => `${source}|${reference}`;
