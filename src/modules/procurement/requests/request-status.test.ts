import { describe, expect, it } from 'vitest';
import { requestListStatus } from '../domain/approval-status';
import {
  approvalRefusal,
  cancelRefusal,
  modifyRefusal,
  orderedRequestIds,
  printStatusLabel,
  rowActions,
} from './request-status';

describe('the +2 rule: a request an order line references shows as ordered', () => {
  it('collects the request ids of order lines, ignoring lines without one', () => {
    const orders = [
      { lines: [{ purRequest: 4 }, { purRequest: null }, {}] },
      { lines: [{ purRequest: '7' }, { purRequest: '' }, { purRequest: 'x' }] },
      { lines: null },
      {},
    ];
    expect([...orderedRequestIds(orders)].sort()).toEqual([4, 7]);
    expect(orderedRequestIds([])).toEqual(new Set());
    // A cancelled order (pos 9) orders nothing.
    expect(
      orderedRequestIds([
        { pos: 9, lines: [{ purRequest: 4 }] },
        { pos: 2, lines: [{ purRequest: 5 }] },
      ]),
    ).toEqual(new Set([5]));
  });

  it('adds 2 to the status of an ordered request, never to a cancelled one', () => {
    const ordered = orderedRequestIds([{ lines: [{ purRequest: 2 }, { purRequest: 3 }] }]);
    expect(requestListStatus(2, ordered.has(2))).toBe(4);
    expect(requestListStatus(3, ordered.has(3))).toBe(5);
    expect(requestListStatus(1, ordered.has(1))).toBe(1);
    expect(requestListStatus(9, true)).toBe(9);
  });
});

describe('changing and cancelling', () => {
  it('modifies only an open request', () => {
    expect(modifyRefusal('PR2026-00001', 1, false, [1, 1], true)).toBeNull();
    expect(modifyRefusal('PR2026-00001', 2, false, [2], false)).toBeNull();
    expect(modifyRefusal('PR2026-00001', 2, false, [2], true)).toMatch(
      /^Purchase request PR2026-00001 is already approved/,
    );
    expect(modifyRefusal('PR2026-00001', 3, false, [3], false)).toMatch(/already approved/);
    expect(modifyRefusal('PR2026-00001', 1, false, [3, 1], true)).toMatch(/already approved/);
    expect(modifyRefusal('PR2026-00001', 2, true, [2], false)).toBe(
      'Purchase request PR2026-00001 is already ordered and cannot be changed.',
    );
    expect(modifyRefusal('PR2026-00001', 9, false, [9], false)).toBe(
      'Purchase request PR2026-00001 is cancelled and cannot be changed.',
    );
  });

  it('cancels anything not cancelled nor ordered', () => {
    expect(cancelRefusal('PR2026-00002', 1, false)).toBeNull();
    expect(cancelRefusal('PR2026-00002', 3, false)).toBeNull();
    expect(cancelRefusal('PR2026-00002', 9, false)).toBe('Purchase request PR2026-00002 is already cancelled.');
    expect(cancelRefusal('PR2026-00002', 2, true)).toBe(
      'Purchase request PR2026-00002 is already ordered and cannot be cancelled.',
    );
  });
});

describe('approving a line', () => {
  const line = { seq: 'PR2026-00004', sno: 2, itemName: 'Onion', qty: 12, pos: 1, requestStatus: 1 };
  it('takes 0 < approved ≤ requested on a waiting line, naming the line otherwise', () => {
    expect(approvalRefusal(line, 12)).toBeNull();
    expect(approvalRefusal(line, 0.5)).toBeNull();
    expect(approvalRefusal(line, 0)).toBe('PR2026-00004 line 2 (Onion): The approved quantity must be more than 0.');
    expect(approvalRefusal(line, 13)).toBe('PR2026-00004 line 2 (Onion): At most 12.');
    expect(approvalRefusal(line, null)).toBe('PR2026-00004 line 2 (Onion): Give the approved quantity.');
    expect(approvalRefusal({ ...line, pos: 3 }, 5)).toBe('PR2026-00004 line 2 (Onion): this line is already approved.');
    expect(approvalRefusal({ ...line, requestStatus: 9, pos: 9 }, 5)).toBe(
      'PR2026-00004 line 2 (Onion): the request is cancelled.',
    );
  });
});

describe('what the list and the print show', () => {
  it('prints Pending for 1, Approved otherwise', () => {
    expect(printStatusLabel(1)).toBe('Pending');
    expect(printStatusLabel(2)).toBe('Approved');
    expect(printStatusLabel(3)).toBe('Approved');
  });

  it('offers edit while pending or approved at birth, cancel while open, print then reprint unless cancelled, order once approved', () => {
    expect(rowActions(1, 0)).toEqual({ edit: true, cancel: true, print: true, reprint: false, order: false });
    expect(rowActions(2, 1)).toEqual({ edit: true, cancel: true, print: false, reprint: true, order: true });
    expect(rowActions(3, 0)).toEqual({ edit: false, cancel: true, print: true, reprint: false, order: true });
    expect(rowActions(4, 0)).toEqual({ edit: false, cancel: false, print: true, reprint: false, order: true });
    expect(rowActions(9, 2)).toEqual({ edit: false, cancel: false, print: false, reprint: false, order: false });
  });
});
