import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { SalaryLine } from './payroll-types';

/**
 * The voucher of a salary payment, in paise, balanced:
 * Dr salaries Σ gross; Dr employer PF Σ(EPF + EPS employer); Dr employer ESI Σ employer ESI;
 * Cr PF payable Σ(employee PF + EPF + EPS); Cr ESI payable Σ(employee + employer ESI); Cr PT payable Σ PT;
 * Cr other deductions payable Σ(every other deduction: total deductions less PF, ESI, PT and the advance);
 * Cr staff advances Σ recoveries; Cr the cash or bank account paid from Σ net.
 * Debits = gross + employer shares; credits = employer shares + total deductions + net = the same when net = gross −
 * deductions.
 */
export type PaymentHead =
  | 'salaries'
  | 'employerPf'
  | 'employerEsi'
  | 'pfPayable'
  | 'esiPayable'
  | 'ptPayable'
  | 'otherDeductions'
  | 'staffAdvances'
  | 'paidFrom';

export interface PaymentPosting {
  head: PaymentHead;
  debit: Paise;
  credit: Paise;
}

/** One line's figures in paise. */
export function lineFigures(line: SalaryLine) {
  const gross = toPaise(line.gross);
  const pfEmployee = toPaise(line.pfEmployee);
  const esiEmployee = toPaise(line.esiEmployee);
  const pt = toPaise(line.pt);
  const advance = toPaise(line.advanceRecovery);
  const totalDeductions = toPaise(line.totalDeductions);
  return {
    gross,
    pfEmployee,
    esiEmployee,
    pt,
    advance,
    totalDeductions,
    net: toPaise(line.net),
    employerPf: toPaise(line.epfEmployer) + toPaise(line.epsEmployer),
    employerEsi: toPaise(line.esiEmployer),
    other: totalDeductions - pfEmployee - esiEmployee - pt - advance,
  };
}

/**
 * Does the line add up (net = gross − deductions, the statutory parts within the deductions)? A line that does not
 * cannot be posted.
 */
export function lineAddsUp(line: SalaryLine): boolean {
  const figures = lineFigures(line);
  return figures.gross - figures.totalDeductions === figures.net && figures.other >= 0;
}

/** The payment's totals (paise) over the lines paid. */
export function paymentTotals(lines: readonly SalaryLine[]) {
  const all = lines.map(lineFigures);
  const sum = (pick: (figures: ReturnType<typeof lineFigures>) => Paise) => sumPaise(all.map(pick));
  return {
    gross: sum((f) => f.gross),
    employerPf: sum((f) => f.employerPf),
    employerEsi: sum((f) => f.employerEsi),
    pfPayable: sum((f) => f.pfEmployee + f.employerPf),
    esiPayable: sum((f) => f.esiEmployee + f.employerEsi),
    pt: sum((f) => f.pt),
    other: sum((f) => f.other),
    advance: sum((f) => f.advance),
    net: sum((f) => f.net),
  };
}

/**
 * The voucher's postings, heads with nothing left out; throws when the lines do not add up (check lineAddsUp first).
 */
export function paymentPostings(lines: readonly SalaryLine[]): PaymentPosting[] {
  const t = paymentTotals(lines);
  const postings: PaymentPosting[] = [
    { head: 'salaries', debit: t.gross, credit: 0 },
    { head: 'employerPf', debit: t.employerPf, credit: 0 },
    { head: 'employerEsi', debit: t.employerEsi, credit: 0 },
    { head: 'pfPayable', debit: 0, credit: t.pfPayable },
    { head: 'esiPayable', debit: 0, credit: t.esiPayable },
    { head: 'ptPayable', debit: 0, credit: t.pt },
    { head: 'otherDeductions', debit: 0, credit: t.other },
    { head: 'staffAdvances', debit: 0, credit: t.advance },
    { head: 'paidFrom', debit: 0, credit: t.net },
  ].filter((posting) => posting.debit !== 0 || posting.credit !== 0) as PaymentPosting[];
  const debit = sumPaise(postings.map((posting) => posting.debit));
  const credit = sumPaise(postings.map((posting) => posting.credit));
  if (debit !== credit || postings.some((posting) => posting.debit < 0 || posting.credit < 0))
    throw new RangeError('The salary lines do not add up: the payment voucher would not balance');
  return postings;
}
