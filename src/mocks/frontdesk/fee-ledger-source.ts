import type { FeeLedger, StudentBalance } from '../../modules/frontdesk/domain/fee-types';

/**
 * Owned by WP1 (issue 20, fees and the fee ledger): a stub with the final signatures until the fees builder lands;
 * WP3, WP6, WP7 and WP8 read it. It will read the fee heads and pupils (school-masters.ts), the transport
 * assignments and route fees (mapped to TransportDueInput), the posted charges and the fee receipts (fd-store.ts),
 * and run the pure feeDues and feeLedger (src/modules/frontdesk/domain): dues falling due on or before `asOn`,
 * open charges dated on or before it, open receipts dated on or before it. Money in paise.
 */

const NOTHING = { due: 0, paid: 0, concession: 0, fine: 0, balance: 0 };

/** A pupil's fee ledger as on `asOn` (yyyy-MM-dd): a row per due (fees, transport, charges) and the totals. */
export async function ledgerOfStudent(companyCode: number, admissionNo: string, asOn: string): Promise<FeeLedger> {
  void companyCode;
  return { admissionNo, asOn, rows: [], totals: { ...NOTHING } };
}

/** Every pupil's standing as on `asOn`, by admission number (pupils who owe nothing and paid nothing may be left out). */
export async function balancesOf(companyCode: number, asOn: string): Promise<Map<string, StudentBalance>> {
  void companyCode;
  void asOn;
  return new Map();
}
