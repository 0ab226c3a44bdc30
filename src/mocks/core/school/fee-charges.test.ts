import { afterEach, describe, expect, it } from 'vitest';
import type { FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { chargeDueId } from '../../../kits/school/due-types';
import { resetDemoDb } from '../db/demo-db';
import { feeChargesOf, writeFeeReceipt } from './fee-store';
import { postStudentCharge, withdrawStudentCharge, type StudentChargeInput } from './fee-charges';
import { studentsOf } from './school-masters';

const SCHOOL = 1004;

afterEach(() => resetDemoDb());

/** The test's own charges (the school's seeds post others: penalties, library fines, book sales). */
const mine = async () => (await feeChargesOf(SCHOOL)).filter((charge) => charge.reference === 'TEST-00001');
const pupil = async () => (await studentsOf(SCHOOL))[0]!;
const input = (admissionNo: string, over: Partial<StudentChargeInput> = {}): StudentChargeInput => ({
  admissionNo,
  source: 'PENALTY',
  reference: 'TEST-00001',
  date: '2026-03-02',
  amount: 150,
  label: 'Penalty: lost identity card',
  by: 'STAFF',
  ...over,
});

const receipt = (admissionNo: string, dueId: string, status: FeeReceipt['status']): FeeReceipt => ({
  receiptNo: 'REC2026-TEST1',
  date: '2026-03-03',
  admissionNo,
  name: 'A pupil',
  classCode: 'I-A',
  lines: [{ dueId, source: 'PENALTY', label: 'Penalty', term: 'T2', paid: 150, concession: 0, fine: 0 }],
  amount: 150,
  fine: 0,
  concession: 0,
  concessionReason: '',
  mode: 'CAS',
  account: 'AC001',
  accountName: 'Cash in hand',
  reference: '',
  printCount: 0,
  status,
  cancelReason: '',
  cancelledBy: '',
  by: 'STAFF',
});

describe('postStudentCharge', () => {
  it('posts a charge under its source and reference, once', async () => {
    const { admissionNo } = await pupil();
    const posted = await postStudentCharge(SCHOOL, input(admissionNo, { amount: 150.5 }));
    expect(posted).toMatchObject({
      id: 'PENALTY|TEST-00001',
      admissionNo,
      amount: 150.5,
      status: 'OPEN',
      withdrawReason: '',
    });
    expect(await mine()).toHaveLength(1);
    expect(await postStudentCharge(SCHOOL, input(admissionNo))).toBe(
      'TEST-00001 has already been charged to the fee ledger.',
    );
    expect(await postStudentCharge(SCHOOL, input(admissionNo, { source: 'LIBRARY' }))).toMatchObject({
      id: 'LIBRARY|TEST-00001',
    });
  });

  it('refuses an unknown pupil, a bad amount or date, and a charge without reference or label', async () => {
    const { admissionNo } = await pupil();
    expect(await postStudentCharge(SCHOOL, input('ADM-0000-0000'))).toBe(
      'There is no pupil with admission number ADM-0000-0000.',
    );
    expect(await postStudentCharge(SCHOOL, input(admissionNo, { amount: 0 }))).toMatch(/above zero/);
    expect(await postStudentCharge(SCHOOL, input(admissionNo, { amount: 1.005 }))).toMatch(/two decimals/);
    expect(await postStudentCharge(SCHOOL, input(admissionNo, { date: '02-Mar-2026' }))).toMatch(/yyyy-MM-dd/);
    expect(await postStudentCharge(SCHOOL, input(admissionNo, { reference: ' ' }))).toMatch(/document/);
    expect(await postStudentCharge(SCHOOL, input(admissionNo, { label: '' }))).toMatch(/label/);
    expect(await mine()).toHaveLength(0);
  });
});

describe('withdrawStudentCharge', () => {
  it('keeps the charge, marked, and refuses while an open receipt holds money for it', async () => {
    const { admissionNo } = await pupil();
    await postStudentCharge(SCHOOL, input(admissionNo));
    const id = 'PENALTY|TEST-00001';
    await writeFeeReceipt(SCHOOL, receipt(admissionNo, chargeDueId(id), 'OPEN'));
    expect(await withdrawStudentCharge(SCHOOL, id, 'Given in error')).toMatch(
      /received on fee receipt REC2026-TEST1: cancel that receipt first/,
    );
    await writeFeeReceipt(SCHOOL, receipt(admissionNo, chargeDueId(id), 'CANCELLED'));
    expect(await withdrawStudentCharge(SCHOOL, id, '')).toBe('Give the reason for withdrawing the charge.');
    expect(await withdrawStudentCharge(SCHOOL, id, 'Given in error')).toBeNull();
    expect(await mine()).toEqual([
      expect.objectContaining({ id, status: 'WITHDRAWN', withdrawReason: 'Given in error' }),
    ]);
    expect(await withdrawStudentCharge(SCHOOL, id, 'Again')).toBe(
      'TEST-00001 is already withdrawn from the fee ledger.',
    );
    expect(await withdrawStudentCharge(SCHOOL, 'PENALTY|NONE', 'Why')).toBe('There is no charge PENALTY|NONE.');
  });
});
