import { toPaise, type Paise } from '../../../lib/money/money';
import type { HrdAllowanceDeductionRange } from './pay-head-types';
import { percentToRupee, toRupee } from './pay-rounding';

/** The statutory limits the engine applies (rupees, as the law states them). */
export const PAY_LAW = {
  /** EPF wage ceiling: contributions on at most ₹15,000 a month. */
  pfCeiling: 15_000,
  pfEmployeePercent: 12,
  pfEmployerPercent: 12,
  /** EPS: 8.33 % of wages up to the ceiling, at most ₹1,250 a month. */
  epsPercent: 8.33,
  epsMax: 1_250,
  /** ESI: covered while the month's gross (full-month rate) is at most ₹21,000. */
  esiLimit: 21_000,
  esiEmployeePercent: 0.75,
  esiEmployerPercent: 3.25,
} as const;

export interface PfShare {
  /** PF wages as earned and as capped at the ceiling. */
  wages: Paise;
  capped: Paise;
  employee: Paise;
  /** Employer: EPS (pension) and EPF = employer 12 % − EPS. */
  eps: Paise;
  epf: Paise;
}

/**
 * PF of a month's PF wages (paise): employee 12 % of the wages capped at ₹15,000, to the rupee; employer the same 12 %,
 * split into EPS 8.33 % of the capped wages (to the rupee, at most ₹1,250) and EPF the rest.
 */
export function pfOf(wages: Paise): PfShare {
  const capped = Math.max(0, Math.min(wages, toPaise(PAY_LAW.pfCeiling)));
  const employee = percentToRupee(capped, PAY_LAW.pfEmployeePercent);
  const employer = percentToRupee(capped, PAY_LAW.pfEmployerPercent);
  const eps = Math.min(percentToRupee(capped, PAY_LAW.epsPercent), toPaise(PAY_LAW.epsMax));
  return { wages, capped, employee, eps, epf: employer - eps };
}

export interface EsiShare {
  covered: boolean;
  employee: Paise;
  employer: Paise;
}

/**
 * ESI: while the full-month gross `rate` is within ₹21,000, the employee pays 0.75 % and the employer 3.25 % of the
 * month's earned `gross`, each rounded up to the next rupee; above the limit, nothing.
 */
export function esiOf(rate: Paise, gross: Paise): EsiShare {
  if (rate > toPaise(PAY_LAW.esiLimit) || gross <= 0)
    return { covered: rate <= toPaise(PAY_LAW.esiLimit), employee: 0, employer: 0 };
  return {
    covered: true,
    employee: percentToRupee(gross, PAY_LAW.esiEmployeePercent, true),
    employer: percentToRupee(gross, PAY_LAW.esiEmployerPercent, true),
  };
}

/**
 * A range-wise head's amount on `base` (paise) from its slabs (already those of the company's state and the all-states
 * ones): the slab with the highest `frmAmt` at or below the base (so a base between two slabs, ₹7,500.50 between
 * 0–7,500 and 7,501–10,000, takes the lower one); its February amount in February where it has one. No slab: 0.
 */
export function slabAmount(slabs: readonly HrdAllowanceDeductionRange[], base: Paise, month: string): Paise {
  let found: HrdAllowanceDeductionRange | null = null;
  for (const slab of slabs) {
    if (toPaise(slab.frmAmt) > base) continue;
    if (!found || slab.frmAmt > found.frmAmt) found = slab;
  }
  if (!found) return 0;
  const february = month.slice(5, 7) === '02' && found.febValu !== null && found.febValu !== undefined;
  return toRupee(toPaise(february ? found.febValu : found.valu));
}
