import { describe, expect, it } from 'vitest';
import type { FeeHead } from '../../../../modules/school-office/domain/fee-types';
import type { Student } from '../../../../modules/school-office/domain/desk-records';
import { FEE_SEED } from '../../../school-office/seeds/fees';
import { feeSeedReceipts } from './fee-seed';

const pupil = (index: number): Student => ({
  admissionNo: `ADM-2024-${String(101 + index).padStart(4, '0')}`,
  name: `Pupil ${index}`,
  className: ['I', 'VI', 'IX'][index % 3]!,
  section: 'A',
  gender: 'F',
  dateOfBirth: '2015-01-01',
  parentName: 'Parent',
  phone: '9822000000',
  email: '',
  address: 'Nagpur',
  admissionDate: '2024-06-01',
  transport: false,
  active: true,
});

describe('the starting fee receipts', () => {
  it('numbers them REC<yyyy>-NNNNN in date order: part payments, a concession with its reason, late fines and one cancelled', () => {
    const receipts = feeSeedReceipts(
      Array.from({ length: 10 }, (_, index) => pupil(index)),
      FEE_SEED as FeeHead[],
      '2026-11-25',
      { CAS: 'AC001', BAN: 'AC002' },
    );
    expect(receipts.map((receipt) => receipt.receiptNo)).toEqual([
      'REC2026-00001',
      'REC2026-00002',
      'REC2026-00003',
      'REC2026-00004',
      'REC2026-00005',
    ]);
    expect(receipts.map((receipt) => receipt.date)).toEqual([...receipts.map((receipt) => receipt.date)].sort());
    expect(receipts.filter((receipt) => receipt.status === 'CANCELLED')).toHaveLength(1);
    expect(receipts.filter((receipt) => receipt.concession > 0).map((receipt) => receipt.concessionReason)).toEqual([
      'Sibling concession: two children on roll',
    ]);
    expect(receipts.some((receipt) => receipt.fine > 0)).toBe(true);
    for (const receipt of receipts)
      expect(receipt.lines.reduce((sum, line) => sum + Math.round(line.paid * 100), 0)).toBe(
        Math.round(receipt.amount * 100),
      );
  });
  it('seeds nothing dated before the academic year began', () => {
    expect(feeSeedReceipts([pupil(0)], FEE_SEED as FeeHead[], '2026-04-20', { CAS: 'AC001', BAN: 'AC002' })).toEqual(
      [],
    );
  });
});
