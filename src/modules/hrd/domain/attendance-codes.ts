import type { HrdLeaveType } from './attendance-types';

/** What a code counts as in the month's totals and paid days. */
export type AttendanceKind = 'present' | 'absent' | 'half' | 'weeklyOff' | 'holiday' | 'leave';

export interface AttendanceCodeInfo {
  code: string;
  label: string;
  kind: AttendanceKind;
  /** Paid days the code is worth (P, WO, H, a paid leave 1; HD 0.5; A and unpaid leave 0). */
  paidValue: number;
}

/** The codes every company has, before its leave types. */
export const BASE_CODES: readonly AttendanceCodeInfo[] = [
  { code: 'P', label: 'Present', kind: 'present', paidValue: 1 },
  { code: 'A', label: 'Absent', kind: 'absent', paidValue: 0 },
  { code: 'HD', label: 'Half day', kind: 'half', paidValue: 0.5 },
  { code: 'WO', label: 'Weekly off', kind: 'weeklyOff', paidValue: 1 },
  { code: 'H', label: 'Holiday', kind: 'holiday', paidValue: 1 },
];

type LeaveCodeSource = Pick<HrdLeaveType, 'leaveCode' | 'leaveDescription' | 'paid' | 'active'>;

/** The codes a company's grid accepts: the base codes, then each active leave type's code (LOP, unpaid, is worth 0). */
export function attendanceCodes(leaveTypes: readonly LeaveCodeSource[]): AttendanceCodeInfo[] {
  const base = new Set(BASE_CODES.map((one) => one.code));
  const leaves = leaveTypes
    .filter((type) => type.active && !base.has(type.leaveCode.toUpperCase()))
    .map(
      (type): AttendanceCodeInfo => ({
        code: type.leaveCode.toUpperCase(),
        label: type.leaveDescription,
        kind: 'leave',
        paidValue: type.paid ? 1 : 0,
      }),
    );
  return [...BASE_CODES, ...leaves];
}

/** The codes by code, for lookups. */
export const codeIndex = (codes: readonly AttendanceCodeInfo[]) => new Map(codes.map((one) => [one.code, one]));

/** Codes on which overtime and late minutes mean something (worked days): other codes drop them. */
export const keepsTimes = (code: string) => code === 'P' || code === 'HD';
