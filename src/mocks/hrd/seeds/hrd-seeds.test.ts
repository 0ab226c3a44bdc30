import { PSEUDO_COMPONENT } from '../../../modules/hrd/domain/pay-head-types';
import { DEMO_COMPANIES } from '../../core/company/companies';
import { employeeSeed, ESI_LIMIT } from './employees';
import { holidaySeed } from './holidays';
import { leaveSeed } from './leaves';
import { departmentSeed, designationSeed } from './organisation';
import { PAY_HEAD_ID, payHeadSeed } from './pay-heads';
import { monthlySlabs, ptSlabsOf } from './pt-slabs';
import { rangewiseSeed } from './ranges';

const companyIn = (state: string) => DEMO_COMPANIES.find((company) => company.addr.stat === state)!;

describe('HR masters seeds (contract names)', () => {
  it('taxes Maharashtra Rs 200 a month above Rs 10,000 and Rs 300 in February, as a range-wise slab of the PT head', () => {
    const rows = rangewiseSeed('Maharashtra').filter((row) => row.allowanceId === PAY_HEAD_ID.PT);
    expect(rows.map(({ frmAmt, toAmt, valu, febValu }) => [frmAmt, toAmt, valu, febValu])).toEqual([
      [0, 7500, 0, null],
      [7501, 10000, 175, null],
      [10001, null, 200, 300],
    ]);
    expect(rows.every((row) => row.stat === 'Maharashtra')).toBe(true);
    expect(payHeadSeed('Maharashtra').find((head) => head.recordId === PAY_HEAD_ID.PT)).toMatchObject({
      calcType: 3,
      statutory: 'PT',
      statu: 1,
    });
  });

  it('spreads a half-yearly law over its months: Tamil Nadu Rs 21,001-30,000 a half-year (Rs 180) is Rs 3,501-5,000 a month at Rs 30', () => {
    // 21001 / 6 = 3500.17 → from 3501; 30001 / 6 = 5000.17 → the next from 5001, so this one ends at 5000; 180 / 6
    // = 30. Rs 425 a half-year is Rs 850 a year: Rs 70 a month and Rs 80 in February (11 × 70 + 80 = 850, not 12 × 71 =
    // 852).
    expect(ptSlabsOf('Tamil Nadu')!.slice(0, 3)).toEqual([
      { frmAmt: 0, toAmt: 3500, valu: 0, febValu: null },
      { frmAmt: 3501, toAmt: 5000, valu: 30, febValu: null },
      { frmAmt: 5001, toAmt: 7500, valu: 70, febValu: 80 },
    ]);
    // The top slab, Rs 1,250 a half-year (Rs 2,500 a year): Rs 208 a month, Rs 212 in February.
    expect(ptSlabsOf('Tamil Nadu')!.at(-1)).toEqual({ frmAmt: 12501, toAmt: null, valu: 208, febValu: 212 });
    expect(
      monthlySlabs([
        [0, 100, 5],
        [101, null, 9, 12],
      ]),
    ).toEqual([
      { frmAmt: 0, toAmt: 100, valu: 5, febValu: null },
      { frmAmt: 101, toAmt: null, valu: 9, febValu: 12 },
    ]);
    expect(ptSlabsOf('Rajasthan')).toBeNull();
  });

  it("collects exactly a year's tax of a yearly or half-yearly law: eleven months and February", () => {
    // Madhya Pradesh (yearly): Rs 1,500 → 125 a month; Rs 2,000 → 166 and 174; Rs 2,500 → 208 and 212.
    expect(
      ptSlabsOf('Madhya Pradesh')!
        .slice(1)
        .map(({ valu, febValu }) => [valu, febValu]),
    ).toEqual([
      [125, null],
      [166, 174],
      [208, 212],
    ]);
    const yearOf = (state: string) => ptSlabsOf(state)!.map((slab) => 11 * slab.valu + (slab.febValu ?? slab.valu));
    expect(yearOf('Tamil Nadu')).toEqual([0, 360, 850, 1_860, 2_050, 2_500]);
    expect(yearOf('Kerala')).toEqual([0, 240, 360, 600, 900, 1_200, 1_500, 2_000, 2_500]);
    expect(yearOf('Madhya Pradesh')).toEqual([0, 1_500, 2_000, 2_500]);
  });

  it('seeds the PF, ESI, PT and advance heads with their statutory rule, and effects only on Basic or existing heads', () => {
    const heads = payHeadSeed('Kerala');
    expect(
      Object.fromEntries(heads.filter((head) => head.statutory).map((head) => [head.statutory, head.allowanceCheck])),
    ).toEqual({ PF: 2, ESI: 2, PT: 2, ADV: 2 });
    const ids = new Set(heads.map((head) => head.recordId));
    for (const head of heads)
      for (const line of head.lines)
        expect(line.allowanceOn === PSEUDO_COMPONENT.basic || ids.has(line.allowanceOn)).toBe(true);
    expect(heads.find((head) => head.statutory === 'PF')!.lines.map((line) => line.allowanceOn)).toEqual([
      PSEUDO_COMPONENT.basic,
    ]);
    expect(payHeadSeed('Rajasthan').find((head) => head.statutory === 'PT')!.statu).toBe(0);
  });

  it('has LOP as an unpaid leave type and every other active type paid', () => {
    const leaves = leaveSeed(false);
    expect(leaves.find((leave) => leave.leaveCode === 'LOP')).toMatchObject({ paid: false, active: true });
    expect(leaves.filter((leave) => leave.leaveCode !== 'LOP').every((leave) => leave.paid)).toBe(true);
    expect(leaves.map((leave) => leave.recordId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('gives every company staff whose bank-paid employees all have an account and IFSC, a few paid in cash, PF for most and ESI only within the limit', () => {
    for (const company of DEMO_COMPANIES) {
      const staff = employeeSeed(company);
      const heads = new Set(payHeadSeed(company.addr.stat).map((head) => head.recordId));
      const departments = new Set(departmentSeed(company).map((row) => row.recordId));
      const designations = new Set(designationSeed(company).map((row) => row.recordId));
      expect(
        staff.filter((employee) => employee.modeofPay === 1 && (!employee.sbAc || !employee.bankifscno)),
        `${company.code}`,
      ).toEqual([]);
      expect(new Set(staff.map((employee) => employee.empno)).size).toBe(staff.length);
      expect(staff.map((employee) => employee.recordId)).toEqual(staff.map((_, index) => index + 1));
      for (const employee of staff) {
        expect(departments.has(employee.department) && designations.has(employee.designation)).toBe(true);
        expect(employee.allowances.every((line) => heads.has(line.allowanceId))).toBe(true);
        const covered = employee.allowances.some((line) => line.allowanceId === PAY_HEAD_ID.ESI);
        expect(covered).toBe(employee.grandPay <= ESI_LIMIT);
        expect(employee.esiNo !== '').toBe(covered);
        expect(employee.uan !== '').toBe(employee.allowances.some((line) => line.allowanceId === PAY_HEAD_ID.PF));
      }
      expect(staff.filter((employee) => employee.uan !== '').length, `${company.code} PF`).toBeGreaterThan(
        staff.length / 2,
      );
    }
    const all = DEMO_COMPANIES.flatMap(employeeSeed);
    expect(all.filter((employee) => employee.modeofPay === 3).length).toBeGreaterThan(0);
    expect(
      all.some((employee) => employee.grandPay <= ESI_LIMIT) && all.some((employee) => employee.grandPay > ESI_LIMIT),
    ).toBe(true);
  });

  it('keeps every company’s staffing: the hospital’s 30 employees, 29 in service', () => {
    const hospital = employeeSeed(DEMO_COMPANIES.find((company) => company.code === 1013)!);
    expect(hospital).toHaveLength(30);
    expect(hospital.filter((employee) => employee.serviceClosing === null)).toHaveLength(29);
  });

  it('seeds the national and the state’s holidays of this year and last, by date', () => {
    const kerala = holidaySeed('Kerala', '2026-11-24');
    expect(kerala.filter((holiday) => holiday.description === 'Republic Day').map((holiday) => holiday.dat)).toEqual([
      '2025-01-26',
      '2026-01-26',
    ]);
    expect(kerala.some((holiday) => holiday.dat === '2026-11-01' && holiday.description === 'Kerala Piravi')).toBe(
      true,
    );
    expect(kerala.some((holiday) => holiday.dat === '2026-11-08' && holiday.description === 'Diwali')).toBe(true);
    expect(kerala.map((holiday) => holiday.recordId)).toEqual(kerala.map((_, index) => index + 1));
    expect([...kerala].sort((a, b) => a.dat.localeCompare(b.dat))).toEqual(kerala);
    expect(
      holidaySeed(companyIn('Maharashtra').addr.stat, '2026-03-01').some(
        (holiday) => holiday.description === 'Chhatrapati Shivaji Maharaj Jayanti',
      ),
    ).toBe(true);
  });
});
