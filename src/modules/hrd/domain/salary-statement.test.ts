import type { AdvanceSkip } from './payroll-types';
import type { MonthAttendance } from './attendance-types';
import { payContext } from './pay-context';
import { inputsHash } from './salary-hash';
import { computeStatement, type StatementInput } from './salary-statement';
import { cellsOf, contextFor, employee, fullMonth, HEADS, ID, LEAVE_TYPES, RANGES } from './salary-test-fixtures';

const APRIL = '2026-04';
const structure = { [ID.HRA]: 40, [ID.PF]: 0, [ID.PT]: 0 };

describe('inputsHash', () => {
  const context = contextFor(APRIL);
  const base = employee(7, 20_000, structure);
  const cells = fullMonth(APRIL);
  const hash = (emp = base, days = cells, skips: AdvanceSkip[] = [], ctx = context) =>
    inputsHash(emp, ctx, days, [], skips);

  it('is stable: the same inputs (heads listed in another order, a new context) give the same hash', () => {
    const reordered = { ...base, allowances: [...base.allowances].reverse() };
    expect(hash()).toMatch(/^[0-9a-f]{14}$/);
    expect(hash(reordered, fullMonth(APRIL), [], contextFor(APRIL))).toBe(hash());
  });

  it('changes with what the line reads: attendance, basic, a head value, a bank field, a skip, a slab, the month', () => {
    const before = hash();
    const absent = cellsOf(APRIL, (day) => (day === 3 ? 'A' : 'P'));
    expect(hash(base, absent)).not.toBe(before);
    expect(hash({ ...base, basicPay: 20_001 })).not.toBe(before);
    expect(
      hash({
        ...base,
        allowances: base.allowances.map((row) => (row.allowanceId === ID.HRA ? { ...row, valu: 50 } : row)),
      }),
    ).not.toBe(before);
    expect(hash({ ...base, sbAc: '' })).not.toBe(before);
    expect(hash(base, cells, [{ empno: 7, month: APRIL, reason: 'x', by: 'A', dat: '2026-04-01' }])).not.toBe(before);
    const ranges = RANGES.map((row) => (row.allowanceId === ID.PT && row.lineid === 3 ? { ...row, valu: 250 } : row));
    const raised = payContext({ month: APRIL, state: 'Maharashtra', heads: HEADS, ranges, leaveTypes: LEAVE_TYPES });
    expect(hash(base, cells, [], raised)).not.toBe(before);
    expect(hash(base, cells, [], contextFor('2026-05'))).not.toBe(before);
  });

  it('ignores what the line does not read: overtime and late minutes, another head', () => {
    const overtime = new Map([...cells].map(([dat, cell]) => [dat, { ...cell, ot: '2', late: '15' }]));
    expect(hash(base, overtime)).toBe(hash());
    const otherHead = { ...contextFor(APRIL) };
    const texts = new Map(otherHead.headText);
    texts.set(ID.BONUS, 'changed');
    expect(inputsHash(base, { ...otherHead, headText: texts }, cells, [], [])).toBe(hash());
  });
});

describe('computeStatement', () => {
  const staff = [
    employee(1, 20_000, structure),
    employee(2, 15_000, structure, { department: 2 }),
    employee(3, 0, {}, { sbAc: '' }),
    employee(4, 18_000, structure, { doj: '2026-05-02' }),
    employee(5, 18_000, structure, {
      serviceClosing: { dat: '2026-03-31', lastWorkingDay: '2026-03-31', reason: 'Resigned', closedBy: 'ADMIN' },
    }),
  ];
  const attendance: MonthAttendance = new Map([1, 2, 3].map((id) => [id, fullMonth(APRIL)]));
  const input = (more: Partial<StatementInput> = {}): StatementInput => ({
    month: APRIL,
    state: 'Maharashtra',
    department: null,
    employees: staff,
    heads: HEADS,
    ranges: RANGES,
    leaveTypes: LEAVE_TYPES,
    attendance,
    advances: [],
    skips: [],
    previous: [],
    computedAt: '2026-05-01T10:00:00',
    ...more,
  });

  it('computes every employee in service in the month, lists the problems and still computes the rest', () => {
    const run = computeStatement(input());
    expect(run.lines.map((line) => line.empno)).toEqual([1, 2, 3]);
    expect(run.changed).toHaveLength(3);
    expect(run.problems.map((row) => [row.empno, row.problem])).toEqual([
      [3, 'No salary structure: the basic pay is not set.'],
      [3, 'Paid by bank without the bank account number.'],
    ]);
  });

  it('a re-run keeps unchanged lines with their computedAt and recomputes only the changed one', () => {
    const first = computeStatement(input()).lines;
    const changed = new Map(attendance);
    changed.set(
      2,
      cellsOf(APRIL, (day) => (day < 4 ? 'A' : 'P')),
    );
    const again = computeStatement(input({ previous: first, attendance: changed, computedAt: '2026-05-02T09:00:00' }));
    expect(again.changed.map((line) => line.empno)).toEqual([2]);
    expect(again.unchanged).toBe(2);
    expect(again.lines.find((line) => line.empno === 1)!.computedAt).toBe('2026-05-01T10:00:00');
    expect(again.lines.find((line) => line.empno === 2)).toMatchObject({
      paidDays: 27,
      computedAt: '2026-05-02T09:00:00',
    });
  });

  it('never recomputes a paid line, runs one department alone, and removes an unpaid line of someone no longer in service', () => {
    const first = computeStatement(input()).lines.map((line) =>
      line.empno === 1 ? { ...line, paymentSeq: 'SPY2627-00001' } : line,
    );
    const gone = {
      ...staff[1]!,
      serviceClosing: { dat: '2026-03-20', lastWorkingDay: '2026-03-20', reason: 'Left', closedBy: 'ADMIN' },
    };
    const richer = { ...staff[0]!, basicPay: 90_000 };
    const run = computeStatement(input({ previous: first, employees: [richer, gone, staff[2]!] }));
    expect(run.lines.find((line) => line.empno === 1)).toBe(first[0]);
    expect(run.removed.map((line) => line.empno)).toEqual([2]);
    expect(run.problems.at(-1)).toMatchObject({
      empno: 2,
      problem: 'Not in service in April 2026: the line computed before is removed.',
    });
    const department = computeStatement(input({ department: 2, previous: first }));
    expect(department.lines.map((line) => line.empno)).toEqual([2]);
    expect(department.removed).toEqual([]);
  });

  it('computes a line for each of 5,000 employees with a month of attendance (the bench times it)', () => {
    const many = Array.from({ length: 5_000 }, (_, index) =>
      employee(index + 1, 12_000 + (index % 40) * 500, {
        [ID.HRA]: 40,
        [ID.DA]: 12,
        [ID.CONV]: 1_600,
        [ID.PF]: 0,
        [ID.ESI]: 0,
        [ID.PT]: 0,
        [ID.CANT]: 400,
      }),
    );
    const grid: MonthAttendance = new Map(
      many.map((emp) => [emp.recordId, cellsOf(APRIL, (day) => (day % 7 === 0 ? 'WO' : day % 11 === 0 ? 'HD' : 'P'))]),
    );
    const run = computeStatement(input({ employees: many, attendance: grid }));
    expect(run.lines).toHaveLength(5_000);
  });
});
