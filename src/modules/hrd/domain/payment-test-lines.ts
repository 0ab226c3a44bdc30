import type { SalaryLine } from './payroll-types';

/**
 * Worked salary lines for the payments tests (unit and integration), checked by hand:
 * A: gross 20,000; PF wages 12,000: employee PF 1,440 (12 %), employer EPS 999.60 (8.33 %) and EPF 440.40;
 *    ESI 150 (0.75 %) and 650 (3.25 %); PT 200; advance 1,000; canteen 300; deductions 3,090; net 16,910.
 * B: gross 30,000; PF wages 15,000: PF 1,800, EPS 1,249.50, EPF 550.50; no ESI (over the limit); PT 200;
 *    deductions 2,000; net 28,000.
 */
export function workedLine(
  month: string,
  empno: number,
  kind: 'A' | 'B',
  overrides: Partial<SalaryLine> = {},
): SalaryLine {
  const a = kind === 'A';
  return {
    month,
    empno,
    empCode: `E${String(empno).padStart(3, '0')}`,
    empname: `Employee ${empno}`,
    department: 1,
    designation: 1,
    daysInMonth: 31,
    paidDays: a ? 30 : 31,
    lopDays: a ? 1 : 0,
    basic: a ? 12_000 : 15_000,
    earnings: a
      ? [
          { allowanceId: -1, name: 'Basic', amount: 12_000 },
          { allowanceId: 2, name: 'HRA', amount: 8_000 },
        ]
      : [
          { allowanceId: -1, name: 'Basic', amount: 15_000 },
          { allowanceId: 2, name: 'HRA', amount: 15_000 },
        ],
    gross: a ? 20_000 : 30_000,
    deductions: a
      ? [
          { allowanceId: 10, name: 'Provident fund', amount: 1_440 },
          { allowanceId: 11, name: 'ESI', amount: 150 },
          { allowanceId: 12, name: 'Professional tax', amount: 200 },
          { allowanceId: 13, name: 'Advance recovery', amount: 1_000 },
          { allowanceId: 14, name: 'Canteen', amount: 300 },
        ]
      : [
          { allowanceId: 10, name: 'Provident fund', amount: 1_800 },
          { allowanceId: 12, name: 'Professional tax', amount: 200 },
        ],
    pfWages: a ? 12_000 : 15_000,
    pfEmployee: a ? 1_440 : 1_800,
    epfEmployer: a ? 440.4 : 550.5,
    epsEmployer: a ? 999.6 : 1_249.5,
    esiEmployee: a ? 150 : 0,
    esiEmployer: a ? 650 : 0,
    pt: 200,
    advanceRecovery: a ? 1_000 : 0,
    totalDeductions: a ? 3_090 : 2_000,
    net: a ? 16_910 : 28_000,
    inputsHash: 'test',
    computedAt: '2026-01-01 10:00:00',
    paymentSeq: '',
    ...overrides,
  };
}
