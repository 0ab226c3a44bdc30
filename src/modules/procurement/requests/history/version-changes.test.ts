import type { RequestDetail, RequestHeader } from '../request-types';
import type { AuditType, RequestVersion } from './history-types';
import { lineChanges, versionChanges, type HistoryNames } from './version-changes';

const NAMES: HistoryNames = {
  department: (code) => ({ KIT: 'Kitchen', BAR: 'Bar' })[code] ?? code,
  employee: (code) => ({ 'EMP-1': 'Asha Nair' })[code] ?? code,
  item: (code) => ({ 'ITM-1': 'Rice', 'ITM-2': 'Sugar' })[code] ?? code,
  supplier: (code) => ({ 'SUP-1': 'Sri Traders' })[code] ?? code,
  unit: (_item, um) => ({ KG: 'Kilograms', BAG: 'Bags' })[um ?? 'KG'] ?? '',
};

const header: RequestHeader = {
  recordId: 7,
  seq: 'PR2026-00007',
  dat: '2026-03-02',
  descriptio: 'For the week',
  usr: 'admin',
  branchId: 'E001',
  customerCode: 1002,
  department: 'KIT',
  empno: 'EMP-1',
  printCount: 0,
  statu: 1,
  salesorder: null,
};

const line = (sno: number, itemId: string, qty: number, more: Partial<RequestDetail> = {}): RequestDetail => ({
  recordId: 7,
  sno,
  dat: '2026-03-02',
  itemId,
  itemDescription: '',
  purpose: 'Regular use',
  suggestedSupplier: null,
  qty,
  approvedQty: 0,
  um: null,
  reqdBy: null,
  usr: 'admin',
  approvedUsr: null,
  pos: 1,
  branchId: 'E001',
  customerCode: 1002,
  department: 'KIT',
  ...more,
});

function version(auditId: number, auditType: AuditType, head: Partial<RequestHeader>, lines: RequestDetail[]) {
  const stamp = { auditId, auditDat: '2026-03-02T10:00:00', auditType };
  return {
    header: { ...header, ...head, ...stamp, auditUsr: 'admin' },
    lines: lines.map((row) => ({ ...row, ...stamp })),
  } satisfies RequestVersion;
}

describe('what a request version changed', () => {
  it('says what the first version was created with', () => {
    const first = version(1, 1, {}, [line(1, 'ITM-1', 5), line(2, 'ITM-2', 2)]);
    expect(versionChanges(undefined, first, NAMES)).toEqual(['Created with 2 lines, pending approval.']);
  });

  it('names each header field and line that changed, by name and in words', () => {
    const first = version(1, 1, {}, [line(1, 'ITM-1', 5), line(2, 'ITM-2', 2)]);
    const second = version(2, 2, { department: 'BAR', descriptio: '' }, [
      line(1, 'ITM-1', 12.5, { um: 'BAG', reqdBy: '2026-03-09', suggestedSupplier: 'SUP-1' }),
      line(3, 'ITM-2', 1),
    ]);
    expect(versionChanges(first, second, NAMES)).toEqual([
      'Department: Kitchen → Bar.',
      'Description: "For the week" → (none).',
      'Line 1: quantity 5 → 12.5; unit Kilograms → Bags; required by (none) → 09-Mar-2026; ' +
        'suggested supplier (none) → Sri Traders.',
      'Line 2 removed: Sugar, 2 Kilograms.',
      'Line 3 added: Sugar, 1 Kilograms.',
    ]);
  });

  it('reads an approval and a cancel from the status and approved quantities', () => {
    const first = version(1, 1, {}, [line(1, 'ITM-1', 5)]);
    const approved = version(2, 2, { statu: 3 }, [line(1, 'ITM-1', 5, { approvedQty: 4, pos: 3 })]);
    const cancelled = version(3, 3, { statu: 9 }, [line(1, 'ITM-1', 5, { approvedQty: 4, pos: 9 })]);
    expect(versionChanges(first, approved, NAMES)).toEqual([
      'Status: Pending approval → Approved after review.',
      'Line 1: approved quantity 0 → 4; status Pending approval → Approved after review.',
    ]);
    expect(versionChanges(approved, cancelled, NAMES)).toEqual([
      'Status: Approved after review → Cancelled.',
      'Line 1: status Approved after review → Cancelled.',
    ]);
  });

  it('says so when a save changed nothing, and lists only the lines that differ', () => {
    const first = version(1, 1, {}, [line(1, 'ITM-1', 5), line(2, 'ITM-2', 2)]);
    const same = version(2, 2, {}, [line(1, 'ITM-1', 5), line(2, 'ITM-2', 3)]);
    expect(versionChanges(first, version(2, 2, {}, first.lines), NAMES)).toEqual(['Saved with nothing changed.']);
    expect(lineChanges(first.lines, same.lines, NAMES)).toEqual([
      {
        sno: 2,
        kind: 'changed',
        fields: [{ label: 'quantity', before: '2', after: '3' }],
        summary: 'Sugar, 3 Kilograms',
      },
    ]);
  });
});
