import { testEmployee } from './employee.fixture';
import { workedLine } from './payment-test-lines';
import { bankFileName, bankStatement } from './statement-bank';

describe('bank statement', () => {
  it('lists the lines paid by bank, one file per bank, with account, IFSC and net', () => {
    const month = '2026-05';
    const employees = new Map([
      [1, testEmployee(1, { sbAc: '123456789012', bankifscno: 'sbin0001234', bankName: 'State Bank of India' })],
      [2, testEmployee(2, { sbAc: '5001', bankifscno: 'HDFC0000001', bankName: 'HDFC Bank' })],
      [3, testEmployee(3, { sbAc: '777', bankifscno: 'SBIN0000002', bankName: 'state bank of india ' })],
      [4, testEmployee(4, { sbAc: '888', bankifscno: 'SBIN0000003', bankName: 'State Bank of India' })],
    ]);
    const lines = [
      workedLine(month, 1, 'A', { paymentSeq: 'SPY2627-00001' }),
      workedLine(month, 2, 'B', { paymentSeq: 'SPY2627-00001' }),
      workedLine(month, 3, 'B', { paymentSeq: 'SPY2627-00001' }),
      // paid in cash
      workedLine(month, 4, 'B', { paymentSeq: 'SPY2627-00002' }),
      // unpaid
      workedLine(month, 5, 'B'),
      // nothing to transfer
      workedLine(month, 6, 'B', { paymentSeq: 'SPY2627-00001', totalDeductions: 30_000, net: 0 }),
    ];
    const statement = bankStatement(month, lines, new Set(['SPY2627-00001']), employees);
    expect(statement.banks.map((bank) => [bank.bankName, bank.rows.map((row) => row.empCode), bank.total])).toEqual([
      ['HDFC Bank', ['E002'], 28_000],
      ['State Bank of India', ['E001', 'E003'], 44_910],
    ]);
    expect(statement.banks[1]!.rows[0]).toEqual({
      empCode: 'E001',
      empname: 'Employee 1',
      account: '123456789012',
      ifsc: 'SBIN0001234',
      amount: 16_910,
      paymentSeq: 'SPY2627-00001',
    });
    expect(bankFileName(month, 'State Bank of India')).toBe('salaries-2026-05-state-bank-of-india');
  });
});
