/** HrdAllowancesDeductions: a pay head. */
export interface HrdAllowanceDeduction {
  recordId: number;
  allowance: string;
  /** 1 allowance (earning), 2 deduction. */
  allowanceCheck: 1 | 2;
  /**
   * 1 fixed amount a month (the employee's valu), 2 percent (valu) of the components in `lines`, 3 range-wise on them.
   */
  calcType: 1 | 2 | 3;
  /** 1 prorated by paid days, 2 paid in full whatever the attendance (ours: the server's EffectAs is not explained). */
  effectAs: 1 | 2;
  /** 1 active, 0 not. */
  statu: 0 | 1;
  /** Ours: the statutory rule the head is computed by, else ''. */
  statutory: '' | 'PF' | 'ESI' | 'PT' | 'ADV';
  /**
   * HrdAllowancesDeductionsEffects: the components the head is computed on (−1 Basic, −2 LOP, −3 Late, −4 OT, or a
   * head's recordId).
   */
  lines: Array<{ recordId: number; sno: number; allowanceOn: number }>;
}

/** The built-in pseudo components of the effects table. */
export const PSEUDO_COMPONENT = { basic: -1, lop: -2, late: -3, ot: -4 } as const;

/** HrdAllowanceDeductionRanges: one slab of a range-wise head (professional tax by state, staff welfare). */
export interface HrdAllowanceDeductionRange {
  allowanceId: number;
  lineid: number;
  /** The state whose slab it is ('' for every state). */
  stat: string;
  frmAmt: number;
  /** null for the top slab. */
  toAmt: number | null;
  valu: number;
  /** The February amount where the law differs (Maharashtra 300), else null. */
  febValu: number | null;
}
