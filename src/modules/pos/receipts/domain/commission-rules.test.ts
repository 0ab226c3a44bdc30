import { commissionDue, commissionPaymentProblem, type Collection, type CreditedSale } from './commission-rules';

const sale = (
  document: string,
  dat: string,
  taxablePaise: number,
  agent = 'SA-01',
  employee = 'EMP-1',
): CreditedSale => ({ document, dat, customer: 'SC-0001', agent, employee, taxablePaise });
const sales = [
  sale('INV-2', '2026-11-02', 33333),
  sale('INV-1', '2026-11-01', 100000),
  sale('INV-3', '2026-11-20', 50000),
  sale('INV-9', '2026-11-01', 70000, 'SA-02', ''),
];
const collections: Collection[] = [
  { receipt: 'REC2026-00001', document: 'INV-1', dat: '2026-11-05', collectedPaise: 60000 },
  { receipt: 'REC2026-00002', document: 'INV-9', dat: '2026-11-05', collectedPaise: 70000 },
  { receipt: 'REC2026-00003', document: 'INV-2', dat: '2026-11-25', collectedPaise: 33333 },
];

describe('commission due', () => {
  it('on invoices: the taxable value of the sales credited, up to the date, each rounded on its own', () => {
    const due = commissionDue(
      { code: 'SA-01', name: 'Anil', commission: 2.5, commissionOn: 'INVOICE' },
      'agent',
      sales,
      collections,
      1000,
      '2026-11-10',
    );
    expect(due.documents.map((document) => [document.document, document.basePaise, document.commissionPaise])).toEqual([
      ['INV-1', 100000, 2500],
      ['INV-2', 33333, 833],
    ]);
    expect(due).toMatchObject({ basePaise: 133333, earnedPaise: 3333, paidPaise: 1000, duePaise: 2333 });
  });

  it('on collections: what receipts collected on the credited sales, dated by the receipt', () => {
    const due = commissionDue(
      { code: 'SA-01', name: 'Anil', commission: 2, commissionOn: 'COLLECTION' },
      'agent',
      sales,
      collections,
      0,
      '2026-11-30',
    );
    expect(due.documents.map((document) => [document.receipt, document.document, document.commissionPaise])).toEqual([
      ['REC2026-00001', 'INV-1', 1200],
      ['REC2026-00003', 'INV-2', 667],
    ]);
    expect(due.earnedPaise).toBe(1867);
  });

  it('credits employees by the sale’s employee', () => {
    const due = commissionDue(
      { code: 'EMP-1', name: 'Rani', commission: 1, commissionOn: 'INVOICE' },
      'employee',
      sales,
      [],
      0,
      '2026-12-31',
    );
    expect(due.documents.map((document) => document.document)).toEqual(['INV-1', 'INV-2', 'INV-3']);
    expect(due.earnedPaise).toBe(1000 + 333 + 500);
  });

  it('shows more paid than earned as a negative due', () => {
    expect(
      commissionDue(
        { code: 'SA-02', name: 'B', commission: 1, commissionOn: 'INVOICE' },
        'agent',
        sales,
        [],
        1000,
        '2026-12-31',
      ).duePaise,
    ).toBe(-300);
  });
});

describe('a commission payment', () => {
  it('must be above zero and within what is due, naming the earner', () => {
    expect(commissionPaymentProblem(0, { name: 'Anil', duePaise: 500 })).toBe('Enter an amount above zero');
    expect(commissionPaymentProblem(501, { name: 'Anil', duePaise: 500 })).toBe(
      '5.01 is more than the 5.00 due to Anil',
    );
    expect(commissionPaymentProblem(100, { name: 'Anil', duePaise: 0 })).toBe('Nothing is due to Anil');
    expect(commissionPaymentProblem(500, { name: 'Anil', duePaise: 500 })).toBeNull();
  });
});
