import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { SalaryLine } from './payroll-types';
import type { HrdEmployee } from './employee-types';
import type { BankRow, BankStatementAnswer } from './payment-types';

/**
 * The bank statement of a month: the lines paid by bank transfer (their payment's mode BANK), one file per
 * bank name (as the employee master spells it, trimmed; names differing only in case are one bank), employees by code;
 * a line of net 0 is no transfer and is left out.
 */
export function bankStatement(
  month: string,
  lines: readonly SalaryLine[],
  bankPaid: ReadonlySet<string>,
  employees: ReadonlyMap<number, HrdEmployee>,
): BankStatementAnswer {
  const byBank = new Map<string, { bankName: string; rows: BankRow[] }>();
  for (const line of lines) {
    // A line with nothing to pay (net 0: no attendance, or deductions taking the whole gross) is no transfer.
    if (!line.paymentSeq || !bankPaid.has(line.paymentSeq) || toPaise(line.net) <= 0) continue;
    const employee = employees.get(line.empno);
    const bankName = employee?.bankName.trim() || '(bank not named)';
    const key = bankName.toUpperCase();
    if (!byBank.has(key)) byBank.set(key, { bankName, rows: [] });
    byBank.get(key)!.rows.push({
      empCode: line.empCode,
      empname: line.empname,
      account: employee?.sbAc.trim() ?? '',
      ifsc: employee?.bankifscno.trim().toUpperCase() ?? '',
      amount: line.net,
      paymentSeq: line.paymentSeq,
    });
  }
  const banks = [...byBank.values()].sort((a, b) => a.bankName.localeCompare(b.bankName));
  return {
    month,
    banks: banks.map((bank) => {
      const rows = [...bank.rows].sort((a, b) => a.empCode.localeCompare(b.empCode));
      return { bankName: bank.bankName, rows, total: fromPaise(sumPaise(rows.map((row) => toPaise(row.amount)))) };
    }),
  };
}

/** The file name of a bank's statement: salaries-2026-05-state-bank-of-india.csv. */
export const bankFileName = (month: string, bankName: string) =>
  `salaries-${month}-${bankName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
