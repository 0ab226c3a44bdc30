import type { SalaryMonth } from './payroll-types';
import type { HrdEmployee } from './employee-types';
import { linesToPay, type PaymentAsk } from './payment-refusals';
import { testEmployee } from './employee.fixture';
import { workedLine } from './payment-test-lines';

const month = '2026-05';
const locked: SalaryMonth = {
  month,
  locked: true,
  lockedBy: 'ADMIN',
  lockedOn: '2026-06-01',
  lastRunOn: '2026-06-01',
  problems: [],
};
const employees = new Map<number, HrdEmployee>([
  [1, testEmployee(1, { sbAc: '123456789012', bankifscno: 'SBIN0001234', bankName: 'State Bank of India' })],
  [2, testEmployee(2, { sbAc: '', bankifscno: '', modeofPay: 3 })],
  [3, testEmployee(3, { sbAc: '555', bankifscno: 'HDFC0000001', bankName: 'HDFC Bank' })],
]);
const lines = [
  workedLine(month, 1, 'A'),
  workedLine(month, 2, 'B'),
  workedLine(month, 3, 'B', { paymentSeq: 'SPY2627-00001' }),
];
const ask = (over: Partial<PaymentAsk> = {}): PaymentAsk => ({
  month,
  dat: '2026-06-05',
  today: '2026-06-10',
  mode: 'CASH',
  empnos: [],
  salaryMonth: locked,
  lines,
  employees,
  ...over,
});
const refusal = (over: Partial<PaymentAsk>) => {
  const answer = linesToPay(ask(over));
  return 'refusal' in answer ? answer.refusal : null;
};
const paid = (over: Partial<PaymentAsk>) => {
  const answer = linesToPay(ask(over));
  return 'lines' in answer ? answer.lines.map((line) => line.empno) : answer.refusal;
};

describe('which lines a salary payment pays', () => {
  it('pays every unpaid line when none is named, or the ones named', () => {
    expect(paid({})).toEqual([1, 2]);
    expect(paid({ empnos: [2] })).toEqual([2]);
  });

  it('refuses a month without a statement, not locked, or fully paid', () => {
    expect(refusal({ lines: [] })).toBe('There is no salary statement for May 2026.');
    expect(refusal({ salaryMonth: { ...locked, locked: false } })).toBe(
      'The salary statement of May 2026 is not locked: lock it before paying.',
    );
    expect(refusal({ salaryMonth: undefined })).toBe(
      'The salary statement of May 2026 is not locked: lock it before paying.',
    );
    expect(refusal({ lines: lines.map((line) => ({ ...line, paymentSeq: 'SPY2627-00001' })) })).toBe(
      'The salaries of May 2026 are already paid',
    );
  });

  it('refuses an employee already paid, naming the payment, and one without a line', () => {
    expect(refusal({ empnos: [1, 3] })).toBe('Employee 3 is already paid for May 2026 by SPY2627-00001');
    expect(refusal({ empnos: [9] })).toBe('Employee 9 has no salary line in May 2026.');
  });

  it('refuses a date before the month or after today', () => {
    expect(refusal({ dat: '2026-04-30' })).toBe('The payment date cannot be before May 2026.');
    expect(refusal({ dat: '2026-06-11' })).toBe('The payment date cannot be after today.');
    expect(refusal({ dat: '' })).toBe('Give the date of the payment.');
  });

  it('pays by bank only employees with an account; cash to a bank-mode employee is allowed', () => {
    expect(refusal({ mode: 'BANK', empnos: [1, 2] })).toBe(
      'Employee 2 has no bank account and IFSC in the employee master: pay by cash, or add the account first.',
    );
    expect(paid({ mode: 'BANK', empnos: [1] })).toEqual([1]);
    expect(paid({ mode: 'CASH', empnos: [1] })).toEqual([1]);
  });

  it('refuses a line that does not add up', () => {
    expect(refusal({ lines: [workedLine(month, 1, 'A', { net: 1 })] })).toBe(
      'The salary of Employee 1 does not add up (gross less deductions is not the net pay): run the statement of May 2026 again.',
    );
  });
});
