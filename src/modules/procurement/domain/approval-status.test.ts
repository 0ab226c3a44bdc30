import { describe, expect, it } from 'vitest';
import {
  approvalSetupValue,
  approve,
  cancel,
  CANCELLED,
  isOrderOpenForReceipt,
  isPendingApproval,
  requestListStatus,
  requestListStatusLabel,
  requestStatusLabel,
  statusAtBirth,
  statusLabel,
} from './approval-status';

describe('status at birth', () => {
  it('value "1" is approved at birth, any other value pending, no row approved', () => {
    expect(statusAtBirth('1')).toBe(2);
    expect(statusAtBirth('2')).toBe(1);
    expect(statusAtBirth('0')).toBe(1);
    expect(statusAtBirth('')).toBe(1);
    expect(statusAtBirth(' 1')).toBe(1);
    expect(statusAtBirth(undefined)).toBe(2);
  });

  it('reads the setting row of the document (a row without a value is not "1")', () => {
    const sets = [
      { setupCode: 'pur_req', setupValue: '2' },
      { setupCode: 'pur_ord', setupValue: '1' },
      { setupCode: 'pur_quo', setupValue: null },
    ];
    expect(statusAtBirth(approvalSetupValue(sets, 'request'))).toBe(1);
    expect(statusAtBirth(approvalSetupValue(sets, 'order'))).toBe(2);
    expect(statusAtBirth(approvalSetupValue(sets, 'enquiry'))).toBe(2);
    expect(statusAtBirth(approvalSetupValue(sets, 'quotation'))).toBe(1);
  });
});

describe('approve', () => {
  it('approves a pending document', () => {
    expect(approve(1)).toEqual({ ok: true, status: 3 });
    expect(approve(null)).toEqual({ ok: true, status: 3 });
    expect(isPendingApproval(1)).toBe(true);
    expect(isPendingApproval(2)).toBe(false);
  });

  it('refuses anything not pending', () => {
    expect(approve(2)).toEqual({ ok: false, message: 'This document is already approved' });
    expect(approve(3)).toEqual({ ok: false, message: 'This document is already approved' });
    expect(approve(CANCELLED)).toEqual({ ok: false, message: 'This document is cancelled and cannot be approved' });
    expect(approve(5)).toEqual({ ok: false, message: 'Only a document pending approval can be approved' });
  });
});

describe('cancel (ours)', () => {
  it('cancels once, never a received order', () => {
    expect(cancel(1)).toEqual({ ok: true, status: CANCELLED });
    expect(cancel(3)).toEqual({ ok: true, status: CANCELLED });
    expect(cancel(CANCELLED).ok).toBe(false);
    expect(cancel(5).ok).toBe(false);
  });

  it('a cancelled order is not open for receipt; pending, approved and reopened ones are', () => {
    expect([0, 1, 2, 3, 5, CANCELLED, null].map(isOrderOpenForReceipt)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('labels', () => {
  it('names each status', () => {
    expect(statusLabel('quotation', 1)).toBe('Pending approval');
    expect(statusLabel('enquiry', 2)).toBe('Approved');
    expect(statusLabel('order', 3)).toBe('Approved after review');
    expect(statusLabel('order', 5)).toBe('Received');
    expect(statusLabel('order', 0)).toBe('Reopened');
    expect(statusLabel('order', CANCELLED)).toBe('Cancelled');
    expect(statusLabel('request', 5)).toBe('Status 5');
    expect(statusLabel('request', null)).toBe('Pending approval');
  });

  it('the request list adds 2 when ordered', () => {
    expect(requestListStatus(2, true)).toBe(4);
    expect(requestListStatus(3, true)).toBe(5);
    expect(requestListStatus(3, false)).toBe(3);
    expect(requestListStatus(CANCELLED, true)).toBe(CANCELLED);
  });

  it('labels the list value: 4 and 5 are ordered, 3 is approved by approver', () => {
    expect([1, 2, 3, 4, 5, CANCELLED].map(requestListStatusLabel)).toEqual([
      'Pending approval',
      'Approved',
      'Approved after review',
      'Ordered',
      'Ordered',
      'Cancelled',
    ]);
  });

  it('labels a request from its status and whether it is ordered', () => {
    expect(requestStatusLabel(2, true)).toBe('Ordered');
    expect(requestStatusLabel(3, false)).toBe('Approved after review');
    expect(requestStatusLabel(CANCELLED, true)).toBe('Cancelled');
  });
});
