import { nextDocumentNumber } from './document-numbers';

describe('nextDocumentNumber', () => {
  it('starts each calendar year at 00001 and follows the highest of the year', () => {
    expect(nextDocumentNumber('receipt', '2026-11-24', [])).toBe('REC2026-00001');
    expect(nextDocumentNumber('receipt', '2026-11-24', ['REC2026-00007', 'REC2026-00002', 'REC2025-00099'])).toBe(
      'REC2026-00008',
    );
    expect(nextDocumentNumber('receipt', '2027-01-01', ['REC2026-00007'])).toBe('REC2027-00001');
  });

  it('keeps each series apart and ignores numbers that do not end in digits', () => {
    expect(nextDocumentNumber('agentPayment', '2026-11-24', ['REC2026-00004', 'AGP2026-00002', 'AGP2026-0000X'])).toBe(
      'AGP2026-00003',
    );
    expect(nextDocumentNumber('employeePayment', '2026-11-24', ['AGP2026-00002'])).toBe('EMP2026-00001');
  });

  it('grows past five digits', () => {
    expect(nextDocumentNumber('receipt', '2026-01-01', ['REC2026-99999'])).toBe('REC2026-100000');
  });
});
