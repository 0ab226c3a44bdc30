import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { feeLedger } from './fee-ledger';
import {
  allocateOldestFirst,
  cancelProblem,
  feeReceiptProblems,
  finesToCharge,
  lumpSumProblem,
  owedOn,
} from './fee-receipt-rules';
import type { FeeHead } from './fee-types';
import type { FeeReceipt, FeeReceiptInput } from '../../../kits/school/fee-receipt-types';
import type { DueItem } from '../../../kits/school/due-types';

const due = (
  id: string,
  dueDate: string,
  amount: number,
  term: DueItem['term'] = 'T1',
  extra: Partial<DueItem> = {},
): DueItem => ({
  id,
  admissionNo: 'ADM-1',
  kind: 'FEE',
  source: 'FEE',
  head: id.split('|')[1]!,
  label: `Tuition ${id.slice(-3)}`,
  term,
  dueDate,
  amount,
  ...extra,
});
const APR = '2026|TUI-P|M04';
const MAY = '2026|TUI-P|M05';
const OCT = '2026|EXM|T2';
const ledger = feeLedger(
  [
    due(APR, '2026-04-10', 320000),
    due(MAY, '2026-05-10', 320000),
    due(OCT, '2026-10-15', 120000, 'T2', { label: 'Exam T2' }),
  ],
  [],
  [],
  '2026-11-30',
);
const input = (lines: FeeReceiptInput['lines'], extra: Partial<FeeReceiptInput> = {}): FeeReceiptInput => ({
  admissionNo: 'ADM-1',
  mode: 'CAS',
  account: 'CASH',
  reference: '',
  concessionReason: '',
  lines,
  ...extra,
});
const clerk = { canConcede: false, name: 'Aditi Rao' };
const head = (code: string, finePerDay: number, maxFine: number | null): FeeHead => ({
  code,
  name: code,
  amount: 1,
  frequency: 'MONTHLY',
  appliesTo: 'ALL',
  dueDay: 10,
  finePerDay,
  maxFine,
  refundable: false,
  active: true,
});
const money = formatMoneyWithSign;

describe('feeReceiptProblems', () => {
  it('takes a receipt within what is owed', () => {
    expect(
      feeReceiptProblems(
        input([
          { dueId: APR, paid: 3200, concession: 0 },
          { dueId: MAY, paid: 1000.5, concession: 0 },
        ]),
        ledger,
        clerk,
      ),
    ).toEqual([]);
  });

  it('refuses a receipt above what is owed for the term, naming the amount, the pupil and the term', () => {
    expect(
      feeReceiptProblems(
        input([
          { dueId: APR, paid: 4000, concession: 0 },
          { dueId: MAY, paid: 3000, concession: 0 },
        ]),
        ledger,
        clerk,
      ),
    ).toEqual([
      { field: 'lines', message: `${money(700000)} is more than the ${money(640000)} Aditi Rao owes for Term 1.` },
    ]);
    expect(feeReceiptProblems(input([{ dueId: OCT, paid: 1300, concession: 0 }]), ledger, clerk)).toEqual([
      { field: 'lines', message: `${money(130000)} is more than the ${money(120000)} Aditi Rao owes for Term 2.` },
    ]);
  });

  it('refuses a line above its own due when the term as a whole is not exceeded', () => {
    expect(feeReceiptProblems(input([{ dueId: APR, paid: 3300, concession: 0 }]), ledger, clerk)).toEqual([
      {
        field: 'lines.0.paid',
        message: `${money(330000)} is more than the ${money(320000)} Aditi Rao owes for Tuition M04.`,
      },
    ]);
  });

  it('lets a line take the late fine on top of the balance', () => {
    const fines = finesToCharge(ledger, [head('TUI-P', 10, 300)], '2026-05-15');
    expect([...fines]).toEqual([
      [APR, 30000],
      [MAY, 5000],
    ]);
    expect(owedOn(ledger.rows[0]!, fines)).toBe(350000);
    expect(feeReceiptProblems(input([{ dueId: APR, paid: 3500, concession: 0 }]), ledger, { ...clerk, fines })).toEqual(
      [],
    );
    expect(
      feeReceiptProblems(input([{ dueId: APR, paid: 3500.01, concession: 0 }]), ledger, { ...clerk, fines }),
    ).toHaveLength(1);
  });

  it('gives a concession only with the approve right and a reason, and never above what is owed', () => {
    const conceded = input([{ dueId: APR, paid: 3000, concession: 200 }]);
    expect(feeReceiptProblems(conceded, ledger, clerk)).toEqual([
      {
        field: 'lines.0.concession',
        message: 'Only a user with the approve right on fee collections may give a concession.',
      },
      { field: 'concessionReason', message: 'Give the reason for the concession.' },
    ]);
    expect(
      feeReceiptProblems({ ...conceded, concessionReason: 'Sibling discount' }, ledger, { ...clerk, canConcede: true }),
    ).toEqual([]);
    expect(
      feeReceiptProblems(input([{ dueId: APR, paid: 0, concession: 3300 }], { concessionReason: 'Hardship' }), ledger, {
        ...clerk,
        canConcede: true,
      }),
    ).toEqual([
      {
        field: 'lines.0.concession',
        message: `A concession of ${money(330000)} is more than the ${money(320000)} due on Tuition M04.`,
      },
    ]);
  });

  it('refuses nothing to receive, negative amounts and amounts with more than two decimals', () => {
    expect(feeReceiptProblems(input([]), ledger, clerk)).toEqual([
      { field: 'lines', message: 'Enter what Aditi Rao pays against at least one due.' },
    ]);
    expect(feeReceiptProblems(input([{ dueId: APR, paid: 0, concession: 0 }]), ledger, clerk)).toEqual([
      { field: 'lines', message: 'Enter what Aditi Rao pays against at least one due.' },
    ]);
    const paidUp = feeLedger([], [], [], '2026-11-30', 'ADM-1');
    expect(feeReceiptProblems(input([]), paidUp, clerk)).toEqual([
      { field: 'lines', message: 'Aditi Rao owes nothing.' },
    ]);
    expect(
      feeReceiptProblems(input([{ dueId: APR, paid: -1, concession: 0.001 }]), ledger, clerk).map(
        (problem) => problem.field,
      ),
    ).toEqual(['lines.0.paid', 'lines.0.concession']);
    expect(
      feeReceiptProblems(input([{ dueId: APR, paid: Number.NaN, concession: 0 }]), ledger, clerk).map(
        (problem) => problem.field,
      ),
    ).toEqual(['lines.0.paid']);
  });

  it('refuses a due not in the ledger, a due twice, and another pupil’s receipt', () => {
    const problems = feeReceiptProblems(
      input(
        [
          { dueId: 'CHG|X', paid: 1, concession: 0 },
          { dueId: APR, paid: 1, concession: 0 },
          { dueId: APR, paid: 1, concession: 0 },
        ],
        { admissionNo: 'ADM-2' },
      ),
      ledger,
      clerk,
    );
    expect(problems).toEqual([
      { field: 'admissionNo', message: "These dues are not ADM-2's: read the dues again." },
      { field: 'lines.0.dueId', message: 'CHG|X is not due from Aditi Rao.' },
      { field: 'lines.2.dueId', message: 'Tuition M04 is on the receipt twice.' },
    ]);
  });

  it('names a term of an earlier year with its year', () => {
    const older = feeLedger([due('2025|EXM|T2', '2025-10-15', 100000, 'T2')], [], [], '2026-04-30');
    expect(
      feeReceiptProblems(input([{ dueId: '2025|EXM|T2', paid: 1500, concession: 0 }]), older, clerk)[0]!.message,
    ).toBe(`${money(150000)} is more than the ${money(100000)} Aditi Rao owes for Term 2 2025-26.`);
  });
});

describe('a lump sum', () => {
  it('is refused above what is owed for the chosen term, or when nothing is owed', () => {
    expect(lumpSumProblem(700000, ledger, { term: 'T1', name: 'Aditi Rao' })).toBe(
      `${money(700000)} is more than the ${money(640000)} Aditi Rao owes for Term 1.`,
    );
    expect(lumpSumProblem(640000, ledger, { term: 'T1', name: 'Aditi Rao' })).toBeNull();
    expect(lumpSumProblem(0, ledger)).toBe('Enter the amount received, above zero.');
    expect(lumpSumProblem(100, feeLedger([], [], [], '2026-11-30', 'ADM-1'), { name: 'Aditi Rao', term: 'T2' })).toBe(
      'Aditi Rao owes nothing for Term 2.',
    );
  });

  it('is spread oldest first, each due taking at most what it owes (its fine included)', () => {
    expect(allocateOldestFirst(500000, ledger, { term: 'T1' })).toEqual([
      { dueId: APR, paid: 320000 },
      { dueId: MAY, paid: 180000 },
    ]);
    expect(allocateOldestFirst(800000, ledger)).toEqual([
      { dueId: APR, paid: 320000 },
      { dueId: MAY, paid: 320000 },
      { dueId: OCT, paid: 120000 },
    ]);
    expect(allocateOldestFirst(100000, ledger, { term: 'T2' })).toEqual([{ dueId: OCT, paid: 100000 }]);
    expect(allocateOldestFirst(330000, ledger, { fines: new Map([[APR, 10000]]) })).toEqual([
      { dueId: APR, paid: 330000 },
    ]);
  });
});

describe('cancelProblem', () => {
  const receipt = (
    receiptNo: string,
    date: string,
    dueIds: string[],
    status: FeeReceipt['status'] = 'OPEN',
  ): FeeReceipt => ({
    receiptNo,
    date,
    admissionNo: 'ADM-1',
    name: 'Aditi Rao',
    classCode: 'III-A',
    amount: 1,
    fine: 0,
    concession: 0,
    concessionReason: '',
    mode: 'CAS',
    account: 'CASH',
    accountName: 'Cash',
    reference: '',
    printCount: 0,
    status,
    cancelReason: '',
    cancelledBy: '',
    by: 'E1',
    lines: dueIds.map((dueId) => ({ dueId, source: 'FEE', label: dueId, term: 'T1', paid: 1, concession: 0, fine: 0 })),
  });
  const first = receipt('REC2026-00001', '2026-05-15', [APR, MAY]);

  it('refuses a receipt whose dues a later open receipt also settles (its late fine was worked out with this one counted)', () => {
    expect(cancelProblem(first, [first, receipt('REC2026-00002', '2026-05-20', [MAY])])).toBe(
      'REC2026-00002 settles some of the same dues later: cancel it first.',
    );
    expect(cancelProblem(first, [first, receipt('REC2026-00002', '2026-05-15', [APR])])).not.toBeNull();
  });

  it('allows it when later receipts settle other dues, are cancelled or are earlier; refuses a cancelled one', () => {
    expect(
      cancelProblem(first, [
        first,
        receipt('REC2026-00002', '2026-05-20', [OCT]),
        receipt('REC2026-00003', '2026-06-20', [MAY], 'CANCELLED'),
        receipt('REC2025-00009', '2026-05-01', [APR]),
      ]),
    ).toBeNull();
    expect(cancelProblem({ ...first, status: 'CANCELLED' }, [])).toBe('REC2026-00001 is already cancelled.');
  });
});
