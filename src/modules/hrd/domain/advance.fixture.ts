import type { HrdAdvance } from './payroll-types';

/** Test fixture of the advance rules: a live advance row of employee 7 with nothing on it but what the test gives. */
export const advanceRow = (over: Partial<HrdAdvance>): HrdAdvance => ({
  recordId: 1,
  seq: 'ADV2526-00001',
  empno: 7,
  dat: '2025-04-10',
  advanceCredit: 0,
  advanceDebit: 0,
  advanceCutOff: 0,
  month: '',
  narration: '',
  account: 'CASH',
  cancelled: false,
  ...over,
});
