import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { StatementColumn } from '../../../engine/report/statement-columns';
import type { SalaryStatementLine } from '../domain/salary-wire';

/** A row of the statement's table: the employee and every figure in paise; earnings by head id. */
export interface SalaryRow {
  key: string;
  code: string;
  name: string;
  department: string;
  paidDays: number | null;
  basic: Paise;
  earnings: Map<number, Paise>;
  gross: Paise;
  pf: Paise;
  esi: Paise;
  pt: Paise;
  advance: Paise;
  other: Paise;
  total: Paise;
  net: Paise;
}

/** A line as a row: PF, ESI, PT and the advance in their columns, every other deduction under "Other deductions". */
export function rowOf(line: SalaryStatementLine): SalaryRow {
  const pf = toPaise(line.pfEmployee);
  const esi = toPaise(line.esiEmployee);
  const pt = toPaise(line.pt);
  const advance = toPaise(line.advanceRecovery);
  const total = toPaise(line.totalDeductions);
  return {
    key: String(line.empno),
    code: line.empCode,
    name: line.empname,
    department: line.departmentName,
    paidDays: line.paidDays,
    basic: toPaise(line.basic),
    earnings: new Map(line.earnings.map((row) => [row.allowanceId, toPaise(row.amount)])),
    gross: toPaise(line.gross),
    pf,
    esi,
    pt,
    advance,
    other: total - pf - esi - pt - advance,
    total,
    net: toPaise(line.net),
  };
}

/** The totals row of the rows. */
export function totalsOf(rows: readonly SalaryRow[], heads: ReadonlyArray<{ id: number }>): SalaryRow {
  const sum = (value: (row: SalaryRow) => Paise) => sumPaise(rows.map(value));
  return {
    key: 'total',
    code: 'Total',
    name: `${rows.length} ${rows.length === 1 ? 'employee' : 'employees'}`,
    department: '',
    paidDays: null,
    basic: sum((row) => row.basic),
    earnings: new Map(heads.map((head) => [head.id, sum((row) => row.earnings.get(head.id) ?? 0)])),
    gross: sum((row) => row.gross),
    pf: sum((row) => row.pf),
    esi: sum((row) => row.esi),
    pt: sum((row) => row.pt),
    advance: sum((row) => row.advance),
    other: sum((row) => row.other),
    total: sum((row) => row.total),
    net: sum((row) => row.net),
  };
}

/** The earning heads of the month's lines, in the order they first appear: one column each. */
export function earningHeads(lines: readonly SalaryStatementLine[]): Array<{ id: number; name: string }> {
  const heads = new Map<number, string>();
  for (const line of lines)
    for (const row of line.earnings) if (!heads.has(row.allowanceId)) heads.set(row.allowanceId, row.name);
  return [...heads].map(([id, name]) => ({ id, name }));
}

const money = (key: string, label: string, value: (row: SalaryRow) => Paise): StatementColumn<SalaryRow> => ({
  key,
  label,
  kind: 'money',
  value,
});

/**
 * The statement's columns: employee, paid days, basic, each earning, gross, PF, ESI, PT, advance, other, total
 * deductions, net.
 */
export function salaryColumns(heads: ReadonlyArray<{ id: number; name: string }>): Array<StatementColumn<SalaryRow>> {
  return [
    { key: 'code', label: 'Code', kind: 'text', value: (row) => row.code },
    { key: 'name', label: 'Employee', kind: 'text', value: (row) => row.name },
    { key: 'department', label: 'Department', kind: 'text', value: (row) => row.department },
    { key: 'paidDays', label: 'Paid days', kind: 'number', value: (row) => row.paidDays },
    money('basic', 'Basic', (row) => row.basic),
    ...heads.map((head) => money(`e${head.id}`, head.name, (row) => row.earnings.get(head.id) ?? 0)),
    money('gross', 'Gross', (row) => row.gross),
    money('pf', 'PF', (row) => row.pf),
    money('esi', 'ESI', (row) => row.esi),
    money('pt', 'PT', (row) => row.pt),
    money('advance', 'Advance', (row) => row.advance),
    money('other', 'Other deductions', (row) => row.other),
    money('total', 'Total deductions', (row) => row.total),
    money('net', 'Net pay', (row) => row.net),
  ];
}
