import { isRupeeAmount } from '../../../lib/money/money';
import type { HrdInterview } from './recruitment-records';
import { isDay } from './recruit-dates';
import type { Problems } from './recruit-resume';
import { interviewLocked } from './recruit-interview';

/** One candidate's appointment as SetHrdAppintment carries it (status 1 appointed, 2 not appointed). */
export interface AppointmentInput {
  resumeId: number;
  appointmentStatus: number;
  maxDateToJoin: string;
  appointmentComments: string;
  /** Ours: the monthly salary offered (the letter's pay, the new employee's basic pay). */
  offeredPay: number;
}

/** A refusal of the whole appointment (the interview not open, a result still awaited, nobody in it), else null. */
export function appointmentRefusal(
  interview: HrdInterview | undefined,
  lines: readonly AppointmentInput[],
): string | null {
  if (!interview) return 'There is no such interview.';
  const locked = interviewLocked(interview);
  if (locked) return locked;
  if (lines.length === 0) return 'Record the appointment of at least one candidate.';
  if (lines.some((line) => !interview.candidates.some((one) => one.resumeId === line.resumeId)))
    return `A candidate is not in interview ${interview.seq}.`;
  if (new Set(lines.map((line) => line.resumeId)).size !== lines.length) return 'A candidate is given twice.';
  const awaited = interview.candidates.filter((one) => one.result === 0).length;
  if (awaited > 0)
    return `${awaited} candidate(s) of interview ${interview.seq} still await a result: give every result in the interview first.`;
  return null;
}

/**
 * The problems of each candidate's line (keyed `<resumeId>.<field>`): only a candidate who passed is appointed; an
 * appointment needs the last date to join, not before the appointment date (today), and the pay offered.
 */
export function appointmentProblems(
  interview: Pick<HrdInterview, 'candidates'>,
  lines: readonly AppointmentInput[],
  today: string,
): Problems {
  const problems: Problems = {};
  for (const line of lines) {
    const key = String(line.resumeId);
    const candidate = interview.candidates.find((one) => one.resumeId === line.resumeId);
    if (line.appointmentStatus !== 1 && line.appointmentStatus !== 2)
      problems[`${key}.appointmentStatus`] = 'Choose appoint or not appoint';
    if (line.appointmentStatus !== 1) continue;
    if (candidate?.result !== 1)
      problems[`${key}.appointmentStatus`] = 'Only a candidate who passed the interview is appointed';
    if (!isDay(line.maxDateToJoin)) problems[`${key}.maxDateToJoin`] = 'Enter the last date to join';
    else if (line.maxDateToJoin < today)
      problems[`${key}.maxDateToJoin`] = 'The last date to join is before the appointment date';
    if (!Number.isFinite(line.offeredPay) || line.offeredPay <= 0 || !isRupeeAmount(line.offeredPay))
      problems[`${key}.offeredPay`] = 'Enter the monthly pay offered in rupees';
  }
  return problems;
}
