import { sumPaise, type Paise } from '../../../lib/money/money';
import { feeDues } from '../../../modules/school-office/domain/fee-dues';
import { feeLedger } from '../../../modules/school-office/domain/fee-ledger';
import type { FeeHead } from '../../../modules/school-office/domain/fee-types';
import type { FeeLedger, StudentBalance } from '../../../modules/school-office/domain/fee-ledger-types';
import type { FeeReceipt } from '../../../kits/school/fee-receipt-types';
import type { StudentCharge } from '../../../kits/school/student-charge-types';
import type { DueSource, TransportDueInput } from '../../../kits/school/due-types';
import type { Student } from '../../../modules/school-office/domain/desk-records';
import { academicYearOf, academicYearSpan, TERMS } from '../../../kits/school/school-year';
import type { Route, RouteFee, TransportAssignment } from '../../../modules/vehicles/domain/veh-types';
import { assignmentsOf } from './transport-store';
import { feeChargesOf, feeReceiptsOf } from './fee-store';
import { feeHeadsOf, routeFeesOf, routesOf, studentsOf } from './school-masters';

/**
 * The fee ledger as the demo backend reads it, in one place so that the fee desk, the front desk's views, the
 * students' reports and the transport dashboard all see the same dues. It reads the fee
 * heads and pupils (school-masters.ts), the transport assignments (vehicles store) with their route fees (mapped to
 * TransportDueInput), the posted charges and the fee receipts (fd-store.ts), and runs the pure feeDues and feeLedger.
 *
 * The ledger covers the academic year of `asOn` (April–March): the dues of that year falling due on or before it,
 * its open charges and the open receipts dated in the year up to `asOn`. Earlier years are taken as settled (the
 * demo keeps no history of them). Money in paise.
 */

/** Everything the ledgers of one company read, read once. */
export interface FeeBooks {
  students: Student[];
  heads: FeeHead[];
  transport: TransportDueInput[];
  charges: StudentCharge[];
  receipts: FeeReceipt[];
}

/** Maps the vehicles store's assignments and the route-fee master to what fee-dues.ts reads. */
export function transportInputs(
  assignments: readonly TransportAssignment[],
  routes: readonly Route[],
  fees: readonly RouteFee[],
): TransportDueInput[] {
  const names = new Map(routes.map((route) => [route.code, route.name]));
  return assignments.map((ride) => ({
    admissionNo: ride.admissionNo,
    route: ride.route,
    routeName: names.get(ride.route) ?? ride.route,
    stop: ride.stop,
    way: ride.way === 'ONE' ? 'ONE' : 'BOTH',
    fromDate: ride.fromDate,
    toDate: ride.toDate ?? '',
    fees: fees
      .filter((fee) => fee.active !== false && fee.route === ride.route)
      .map((fee) => ({
        code: fee.code,
        term: fee.term,
        fee: fee.fee,
        oneWayFee: fee.oneWayFee ?? null,
        dueDate: fee.dueDate,
      })),
  }));
}

/** Reads the company's pupils, heads, transport, charges and receipts once. */
export async function feeBooksOf(companyCode: number): Promise<FeeBooks> {
  const [students, heads, assignments, routes, routeFees, charges, receipts] = await Promise.all([
    studentsOf(companyCode),
    feeHeadsOf(companyCode),
    assignmentsOf(companyCode),
    routesOf(companyCode),
    routeFeesOf(companyCode),
    feeChargesOf(companyCode),
    feeReceiptsOf(companyCode),
  ]);
  return { students, heads, transport: transportInputs(assignments, routes, routeFees), charges, receipts };
}

/** A pupil's ledger from books already read (see ledgerOfStudent). */
export function ledgerFrom(books: FeeBooks, admissionNo: string, asOn: string): FeeLedger {
  const year = academicYearOf(asOn);
  const from = academicYearSpan(year).from;
  const student = books.students.find((row) => row.admissionNo === admissionNo);
  const charges = books.charges.filter((charge) => charge.admissionNo === admissionNo && charge.date >= from);
  const dues = student ? feeDues(student, books.heads, year, books.transport, charges) : [];
  const receipts = books.receipts.filter((receipt) => receipt.admissionNo === admissionNo && receipt.date >= from);
  return feeLedger(dues, charges, receipts, asOn, admissionNo);
}

/** A pupil's fee ledger as on `asOn` (yyyy-MM-dd): a row per due (fees, transport, charges) and the totals. */
export async function ledgerOfStudent(companyCode: number, admissionNo: string, asOn: string): Promise<FeeLedger> {
  return ledgerFrom(await feeBooksOf(companyCode), admissionNo, asOn);
}

/** A ledger's standing: its totals, and its balance split by term and by source. */
export function balanceOf(ledger: FeeLedger): StudentBalance {
  const byTerm = Object.fromEntries(
    TERMS.map((term) => [term, sumPaise(ledger.rows.filter((row) => row.term === term).map((row) => row.balance))]),
  ) as Record<(typeof TERMS)[number], Paise>;
  const sources: DueSource[] = ['FEE', 'TRANSPORT', 'PENALTY', 'LIBRARY', 'BOOKS'];
  const bySource = Object.fromEntries(
    sources.map((source) => [
      source,
      sumPaise(ledger.rows.filter((row) => row.source === source).map((row) => row.balance)),
    ]),
  ) as Record<DueSource, Paise>;
  return { admissionNo: ledger.admissionNo, ...ledger.totals, byTerm, bySource };
}

/** Every pupil's standing as on `asOn`, by admission number (pupils with no rows are left out). */
export async function balancesOf(companyCode: number, asOn: string): Promise<Map<string, StudentBalance>> {
  const books = await feeBooksOf(companyCode);
  const balances = new Map<string, StudentBalance>();
  for (const student of books.students) {
    const ledger = ledgerFrom(books, student.admissionNo, asOn);
    if (ledger.rows.length > 0) balances.set(student.admissionNo, balanceOf(ledger));
  }
  return balances;
}
