import { toPaise, type Paise } from '../../../lib/money/money';
import type { PenaltyGiven, PenaltyHead, RollPupil } from './student-records';

/**
 * The rules of penalties given, shared by the penalties screen and the demo backend: a head's amount
 * once, or (perDay) for each day; a penalty is paid through the fee ledger (its PENALTY charge received on REC fee
 * receipts), so its state comes from what those receipts did to its charge.
 */

/** The most days one penalty charges. */
export const MAX_PENALTY_DAYS = 365;

/** The days actually charged: the days given for a per-day head, else 1. */
export const chargedDays = (head: Pick<PenaltyHead, 'perDay'>, days: number): number => (head.perDay ? days : 1);

/** What a penalty comes to, in paise: the head's amount × the days charged. */
export const penaltyAmount = (head: Pick<PenaltyHead, 'amount' | 'perDay'>, days: number): Paise =>
  toPaise(head.amount) * chargedDays(head, days);

export interface PenaltyInput {
  admissionNo: string;
  penalty: string;
  days: number;
  remarks: string;
}

export interface PenaltyProblem {
  field: keyof PenaltyInput;
  message: string;
}

/**
 * What is wrong with giving a penalty: no pupil, an unknown or inactive head, days not a whole number 1-365 for a
 * per-day head, remarks too long.
 */
export function penaltyProblems(input: PenaltyInput, heads: readonly PenaltyHead[]): PenaltyProblem[] {
  const problems: PenaltyProblem[] = [];
  if (!input.admissionNo) problems.push({ field: 'admissionNo', message: 'Choose the pupil' });
  const head = heads.find((row) => row.code === input.penalty);
  if (!input.penalty) problems.push({ field: 'penalty', message: 'Choose the penalty' });
  else if (!head || !head.active)
    problems.push({ field: 'penalty', message: `There is no penalty ${input.penalty} in use` });
  else if (toPaise(head.amount) <= 0)
    problems.push({ field: 'penalty', message: `The penalty ${head.code} has no amount` });
  if (head?.perDay && (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_PENALTY_DAYS))
    problems.push({ field: 'days', message: `Give the days as a whole number from 1 to ${MAX_PENALTY_DAYS}` });
  if (input.remarks.length > 200) problems.push({ field: 'remarks', message: 'Keep the remarks to 200 characters' });
  return problems;
}

/** GIVEN: owed in full; PART-PAID: some received; PAID: received (or conceded) in full; CANCELLED: withdrawn. */
export type PenaltyState = 'GIVEN' | 'PART-PAID' | 'PAID' | 'CANCELLED';

export const PENALTY_STATE_LABELS: Readonly<Record<PenaltyState, string>> = {
  GIVEN: 'Given',
  'PART-PAID': 'Part paid',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};

/** A penalty's state from what the fee receipts settled of its charge (paid + conceded, paise). */
export function penaltyState(row: Pick<PenaltyGiven, 'status' | 'amount'>, settled: Paise): PenaltyState {
  if (row.status === 'CANCELLED') return 'CANCELLED';
  if (settled >= toPaise(row.amount)) return 'PAID';
  return settled > 0 ? 'PART-PAID' : 'GIVEN';
}

/** What is still owed on a penalty (paise, never below zero; nothing once cancelled). */
export const penaltyPending = (row: Pick<PenaltyGiven, 'status' | 'amount'>, settled: Paise): Paise =>
  row.status === 'CANCELLED' ? 0 : Math.max(0, toPaise(row.amount) - settled);

/** A penalty given, as the list shows it: its state and the rupees received and pending. */
export interface PenaltyListRow extends PenaltyGiven {
  state: PenaltyState;
  /** Rupees settled (paid or conceded) on fee receipts. */
  paid: number;
  /** Rupees still owed. */
  pending: number;
}

/** A cash, bank or wallet account the user may take a penalty's payment into. */
export interface PenaltyAccount {
  code: string;
  detail: string;
  typ: 'CAS' | 'BAN' | 'MOB';
}

/** GetStuPenaltyRequirements' answer: the day, the pupils on roll, the penalties in use and the user's accounts. */
export interface PenaltyRequirements {
  today: string;
  pupils: RollPupil[];
  penalties: PenaltyHead[];
  accounts: PenaltyAccount[];
}
