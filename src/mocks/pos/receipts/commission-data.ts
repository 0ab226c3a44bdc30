import { sumPaise, toPaise } from '../../../lib/money/money';
import {
  commissionDue,
  type CommissionBasis,
  type CommissionDue,
  type CommissionEarner,
  type EarnerKind,
} from '../../../modules/pos/receipts/domain/commission-rules';
import {
  COMMISSION_RESOURCES,
  type CommissionPaymentHeader,
  type EmployeeRate,
} from '../../../modules/pos/receipts/domain/commission-types';
import { listRecords, readRecord, writeRecord } from '../../core/record-store';
import { rowsOf } from '../../core/seeded-rows';
import { collections, creditedSales } from '../../core/sales/credited-sales';

export const commissionPaymentsOf = (companyCode: number) =>
  listRecords<CommissionPaymentHeader>(COMMISSION_RESOURCES.payments, companyCode);
export const commissionPaymentOf = (companyCode: number, recordId: number) =>
  readRecord<CommissionPaymentHeader>(COMMISSION_RESOURCES.payments, companyCode, String(recordId));
export const storeCommissionPayment = (companyCode: number, header: CommissionPaymentHeader) =>
  writeRecord(COMMISSION_RESOURCES.payments, companyCode, String(header.recordId), header);

const basis = (value: unknown): CommissionBasis => (value === 'COLLECTION' ? 'COLLECTION' : 'INVOICE');

/** The rates set for employees (none: no commission), by employee number. */
export async function employeeRates(
  companyCode: number,
): Promise<Map<string, Pick<EmployeeRate, 'commission' | 'commissionOn'>>> {
  const rows = await listRecords<EmployeeRate>(COMMISSION_RESOURCES.rates, companyCode);
  return new Map(
    rows.map((row) => [row.employee, { commission: row.commission, commissionOn: basis(row.commissionOn) }]),
  );
}

export const storeEmployeeRate = (companyCode: number, rate: EmployeeRate) =>
  writeRecord(COMMISSION_RESOURCES.rates, companyCode, rate.employee, rate);

/** The employees (hrd.employees, in service or not) by number, with their names. */
export async function employeesOf(
  companyCode: number,
): Promise<Array<{ code: string; name: string; active: boolean }>> {
  return (await rowsOf('hrd.employees', companyCode))
    .map((row) => ({
      code: String(row.empno ?? ''),
      name: [row.empname, row.surname].filter(Boolean).join(' '),
      active: row.serviceClosing === null || row.serviceClosing === undefined,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Who may earn commission of a kind: the agents with their master's rate, the employees with the rate set for them. */
export async function earnersOf(
  companyCode: number,
  kind: EarnerKind,
): Promise<Array<CommissionEarner & { active: boolean }>> {
  if (kind === 'agent') {
    return (await rowsOf('pos.agents', companyCode)).map((row) => ({
      code: String(row.code ?? ''),
      name: String(row.name ?? ''),
      commission: Number(row.commission) || 0,
      commissionOn: basis(row.commissionOn),
      active: row.active !== false,
    }));
  }
  const rates = await employeeRates(companyCode);
  return (await employeesOf(companyCode)).map((employee) => ({
    ...employee,
    commission: rates.get(employee.code)?.commission ?? 0,
    commissionOn: rates.get(employee.code)?.commissionOn ?? 'INVOICE',
  }));
}

/**
 * What each earner of a kind has earned up to `upTo` and what is still due after every payment not cancelled:
 * those with a rate or with something earned or paid, in service or with something due.
 */
export async function duesOf(
  companyCode: number,
  kind: EarnerKind,
  upTo: string,
): Promise<Array<CommissionDue & { active: boolean }>> {
  const [earners, sales, collected, payments] = await Promise.all([
    earnersOf(companyCode, kind),
    creditedSales(companyCode),
    collections(companyCode),
    commissionPaymentsOf(companyCode),
  ]);
  const paid = (code: string) =>
    sumPaise(
      payments
        .filter((payment) => payment.kind === kind && payment.payee === code && !payment.cancelled)
        .map((payment) => toPaise(payment.amt)),
    );
  return earners
    .map((earner) => ({
      ...commissionDue(earner, kind, sales, collected, paid(earner.code), upTo),
      active: earner.active,
    }))
    .filter(
      (due) =>
        (due.commission > 0 || due.earnedPaise !== 0 || due.paidPaise !== 0) && (due.active || due.duePaise !== 0),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
