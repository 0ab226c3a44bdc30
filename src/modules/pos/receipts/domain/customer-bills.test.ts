import {
  customerBalancePaise,
  customerCreditPaise,
  customerPendingBills,
  type CustomerLedgerRow,
} from './customer-bills';

const row = (values: Partial<CustomerLedgerRow>): CustomerLedgerRow => ({
  partyId: 'SC-0001',
  dat: '2026-11-01',
  transactionType: 'SAL',
  transactionId: '',
  transactionAmt: 0,
  pendingAmount: 0,
  returnAmount: 0,
  creditNote: 0,
  paymentAmount: 0,
  onTraId: '',
  descriptio: '',
  ...values,
});
const sale = (transactionId: string, dat: string, amount: number, partyId = 'SC-0001') =>
  row({ partyId, transactionId, dat, transactionAmt: amount, pendingAmount: amount });
const settles = (bill: string, values: Partial<CustomerLedgerRow>) =>
  row({ transactionType: 'REC', transactionId: 'REC2026-00001', onTraId: bill, ...values });

describe('customer bills', () => {
  const rows = [
    sale('INV-2', '2026-11-03', 500),
    sale('DN26-000010', '2026-11-01', 300.5),
    sale('INV-10', '2026-11-03', 200),
    sale('X-1', '2026-10-01', 999, 'SC-0002'),
    settles('DN26-000010', { paymentAmount: 100.25 }),
    settles('INV-2', { transactionType: 'SRT', returnAmount: 500 }),
  ];

  it('lists what is left on each bill, oldest first (then by number), leaving out settled bills and other customers', () => {
    expect(customerPendingBills(rows, 'SC-0001')).toEqual([
      { billId: 'DN26-000010', dat: '2026-11-01', billPaise: 30050, pendingPaise: 20025, descriptio: '' },
      { billId: 'INV-10', dat: '2026-11-03', billPaise: 20000, pendingPaise: 20000, descriptio: '' },
    ]);
  });

  it('gives the balance as invoices − returns − receipts − advances adjusted', () => {
    const advanced = [
      ...rows,
      sale('INV-11', '2026-11-04', 150),
      settles('INV-11', { transactionType: 'ADV', paymentAmount: 50 }),
    ];
    expect(customerBalancePaise(advanced, 'SC-0001')).toBe(30050 + 50000 + 20000 + 15000 - 10025 - 50000 - 5000);
    expect(customerPendingBills(advanced, 'SC-0001').find((bill) => bill.billId === 'INV-11')?.pendingPaise).toBe(
      10000,
    );
  });

  it('gives the credit on account: returns credited to no bill less what receipts set off of it; a return against a bill is no credit', () => {
    const onAccount = row({ transactionType: 'SRT', transactionId: 'SRT2026-00001', returnAmount: 120.5 });
    const setOff = row({ transactionType: 'REC', transactionId: 'REC2026-00002', paymentAmount: -20.25 });
    expect(customerCreditPaise(rows, 'SC-0001')).toBe(0);
    expect(customerCreditPaise([...rows, onAccount], 'SC-0001')).toBe(12050);
    expect(customerCreditPaise([...rows, onAccount, setOff], 'SC-0001')).toBe(10025);
    expect(customerCreditPaise([...rows, onAccount, setOff], 'SC-0002')).toBe(0);
    expect(customerBalancePaise([...rows, onAccount, setOff], 'SC-0001')).toBe(
      customerBalancePaise(rows, 'SC-0001') - 10025,
    );
  });
});
