import type { FolioKind, FolioLine } from './stay-types';

/**
 * Test fixture of the folio rules: a maker of lines of stay CHK26-11/0001 with nothing on them but what the test
 * gives, numbered (id and time) in the order made. Each test file makes its own, so its numbers do not depend on
 * the other files run in the same worker.
 */
export function folioLineMaker() {
  let serial = 0;
  return (kind: FolioKind, fields: Partial<FolioLine> = {}): FolioLine => {
    serial += 1;
    return {
      id: `CHK26-11/0001|${String(serial).padStart(4, '0')}`,
      stayNo: 'CHK26-11/0001',
      dat: '2026-11-20',
      at: `2026-11-20T10:${String(serial % 60).padStart(2, '0')}:00`,
      kind,
      head: '',
      description: '',
      reference: '',
      amount: 0,
      cgst: 0,
      sgst: 0,
      debit: 0,
      credit: 0,
      room: '203',
      user: 'admin',
      voucher: '',
      cancelled: false,
      ...fields,
    };
  };
}
