import { toPaise } from '../../../lib/money/money';
import {
  billDrafts,
  billedItems,
  billingMonthRefusal,
  billOf,
  type BillingSources,
  type ServiceInfo,
} from './billing-rules';
import type { HostelBill } from './hostel-bill-types';
import type { PostedCharge } from './charge-types';
import type { HostelAllocation, StaySegment } from './allocation-types';

const seg = (
  bedId: string,
  from: string,
  to: string | null,
  packageCode = 'PKG-STD',
  monthlyRate = 9000,
): StaySegment => ({
  hostel: bedId.slice(0, 3),
  room: bedId.split('/')[0]!,
  bedId,
  from,
  to,
  packageCode,
  packageName: packageCode ? 'Standard boarding' : 'Twin sharing, bed only',
  monthlyRate,
});
const allocation = (allocNo: string, key: string, name: string, segments: StaySegment[]): HostelAllocation => ({
  allocNo,
  occupant: { kind: 'STUDENT', key, name, admissionNo: key.slice(2), mobile: '', className: '' },
  segments,
  from: segments[0]!.from,
  to: segments.at(-1)!.to,
  status: segments.at(-1)!.to === null ? 'ACTIVE' : 'VACATED',
  remarks: '',
  createdAt: '',
  createdBy: '',
});
const service = (
  code: string,
  name: string,
  rate: number,
  per: string,
  taxPercent: number,
  optional: boolean,
): ServiceInfo => ({ code, name, rate, per, taxPercent, optional, active: true });
const SERVICES = new Map([
  ['MESS-V', service('MESS-V', 'Mess (vegetarian)', 4200, 'MONTH', 0, false)],
  ['WIFI', service('WIFI', 'Wi-Fi', 300, 'MONTH', 18, true)],
]);
const charge = (
  id: string,
  allocNo: string,
  kind: PostedCharge['kind'],
  rate: number,
  taxPercent: number,
  quantity = 1,
): PostedCharge => ({
  id,
  kind,
  month: '2026-11',
  date: '2026-11-20',
  allocNo,
  occupantKey: '',
  occupantName: '',
  code: kind === 'SERVICE' ? 'WIFI' : 'LTE',
  name: kind === 'SERVICE' ? 'Wi-Fi' : 'Late entry fine',
  rate,
  per: kind === 'SERVICE' ? 'MONTH' : '',
  quantity,
  taxPercent,
  account: kind === 'SERVICE' ? 'Hostel services income' : 'Hostel fines',
  remarks: '',
  billNo: '',
  status: 'OPEN',
  by: 'admin',
});

const AARAV = allocation('HAL26-06/0001', 'S:ADM-1', 'Aarav Deshmukh', [
  seg('VBH-101/B1', '2026-06-15', '2026-11-16'),
  seg('VBH-105/B1', '2026-11-16', null, '', 2200),
]);
const ANANYA = allocation('HAL26-06/0002', 'S:ADM-2', 'Ananya Patil', [seg('SGH-101/B1', '2026-06-15', '2026-11-11')]);
const LEFT_EARLIER = allocation('HAL26-06/0003', 'S:ADM-3', 'Yash Joshi', [
  seg('VBH-101/B2', '2026-06-15', '2026-10-01'),
]);

const sources = (billed: ReadonlySet<string> = new Set(), charges: PostedCharge[] = []): BillingSources => ({
  month: '2026-11',
  allocations: [AARAV, ANANYA, LEFT_EARLIER],
  charges,
  services: SERVICES,
  billed,
});
const run = (drafts: ReturnType<typeof billDrafts>, first = 1): HostelBill[] =>
  drafts.map((draft, index) =>
    billOf(draft, {
      billNo: `HBL26-11/${String(first + index).padStart(4, '0')}`,
      date: '2026-11-24',
      month: '2026-11',
      by: 'admin',
    }),
  );

describe('monthly hostel billing', () => {
  it('bills each occupant who held a bed in the month: rent prorated per stretch, compulsory services with a bed alone', () => {
    const drafts = billDrafts(sources());
    expect(drafts.map((draft) => draft.occupant.name)).toEqual(['Ananya Patil', 'Aarav Deshmukh']);
    const aarav = drafts.find((draft) => draft.occupant.key === 'S:ADM-1')!;
    expect(aarav.bedId).toBe('VBH-105/B1');
    // 15 days of 9000 (300 a day); 15 days of 2200 (73.34 the first ten days of the month, 73.33 after) and of the
    // mess's 4200 with the bed alone.
    expect(aarav.lines.map((line) => [line.kind, line.days, line.amount])).toEqual([
      ['RENT', 15, 4500],
      ['RENT', 15, 1099.95],
      ['SERVICE', 15, 2100],
    ]);
    expect(aarav.total).toBe(7699.95);
    const ananya = drafts.find((draft) => draft.occupant.key === 'S:ADM-2')!;
    expect(ananya.lines.map((line) => [line.days, line.amount])).toEqual([[10, 3000]]);
  });

  it('adds subscriptions (prorated, with GST split CGST and SGST) and posted charges', () => {
    const drafts = billDrafts(
      sources(new Set(), [
        charge('HSV26-11/0001', AARAV.allocNo, 'SERVICE', 300, 18),
        charge('HPC26-11/0001', AARAV.allocNo, 'CHARGE', 250.5, 0, 2),
      ]),
    );
    const lines = drafts.find((draft) => draft.occupant.key === 'S:ADM-1')!.lines;
    expect(lines.slice(3).map((line) => [line.item, line.amount, line.cgst, line.sgst, line.income])).toEqual([
      ['SUB|HSV26-11/0001', 300, 27, 27, 'Hostel services income'],
      ['CHG|HPC26-11/0001', 501, 0, 0, 'Hostel fines'],
    ]);
  });

  it('bills once: a second run bills only what was added since; a cancelled bill frees its items', () => {
    const first = run(billDrafts(sources()));
    expect(billDrafts(sources(billedItems(first)))).toEqual([]);
    const late = charge('HPC26-11/0002', ANANYA.allocNo, 'CHARGE', 200, 0);
    const second = billDrafts(sources(billedItems(first), [late]));
    expect(second.map((draft) => [draft.occupant.name, draft.lines.map((line) => line.item)])).toEqual([
      ['Ananya Patil', ['CHG|HPC26-11/0002']],
    ]);
    const cancelled = first.map((bill) =>
      bill.occupant.key === 'S:ADM-2' ? { ...bill, status: 'CANCELLED' as const } : bill,
    );
    expect(billDrafts(sources(billedItems(cancelled))).map((draft) => draft.occupant.name)).toEqual(['Ananya Patil']);
  });

  it('leaves a billed month as billed when its occupant leaves later; cancelling and billing again charges the days held', () => {
    const staying = allocation('HAL26-06/0004', 'S:ADM-4', 'Omkar Shinde', [seg('VBH-102/B1', '2026-06-15', null)]);
    const month = (allocations: HostelAllocation[], billed: ReadonlySet<string> = new Set()): BillingSources => ({
      month: '2026-11',
      allocations,
      charges: [],
      services: SERVICES,
      billed,
    });
    const [whole] = run(billDrafts(month([staying])));
    expect(whole!.total).toBe(9000);
    const left = {
      ...staying,
      to: '2026-11-11',
      status: 'VACATED' as const,
      segments: [{ ...staying.segments[0]!, to: '2026-11-11' }],
    };
    // The documented limit: the bill made before the leaving holds the month's rent, so nothing is billed again or
    // taken back.
    expect(billDrafts(month([left], billedItems([whole!])))).toEqual([]);
    const again = billDrafts(month([left], billedItems([{ ...whole!, status: 'CANCELLED' }])));
    expect(again.map((draft) => [draft.lines.map((line) => line.days), draft.total])).toEqual([[[10], 3000]]);
  });

  it('numbers and totals a bill in paise', () => {
    const [bill] = run(billDrafts(sources(new Set(), [charge('HSV26-11/0001', ANANYA.allocNo, 'SERVICE', 300, 18)])));
    expect(bill).toMatchObject({
      billNo: 'HBL26-11/0001',
      taxable: 3100,
      cgst: 9,
      sgst: 9,
      total: 3118,
      due: 3118,
      status: 'OPEN',
      allocNos: [ANANYA.allocNo],
      hostel: 'SGH',
    });
    expect(toPaise(bill!.total)).toBe(311800);
  });

  it('bills only a month that has begun', () => {
    expect(billingMonthRefusal('2026-12', '2026-11-24')).toBe(
      'December 2026 has not begun: the latest month that can be billed is November 2026.',
    );
    expect(billingMonthRefusal('2026-11', '2026-11-24')).toBeNull();
    expect(billingMonthRefusal('2026-13', '2026-11-24')).toBe('Choose the month to bill.');
  });
});
