import { applyPercent } from '../../../lib/money/money-arithmetic';
import { divideRounded } from '../../../lib/money/money-decimal';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { EmployeeAllowance, HrdEmployee, ModeOfPay } from '../../../modules/hrd/domain/employee-types';
import type { DemoCompany } from '../../core/company/companies';
import { EMPLOYEE_LEAVES } from './leaves';
import { departmentIdOf } from './organisation';
import { PAY_HEAD_ID } from './pay-heads';
import { localitiesOf, regionOf, STREETS } from './people';
import { ptSlabsOf } from './pt-slabs';
import { staffingOf } from './staffing';
import type { Grade } from './staffing-types';
import { shiftSeed } from './shifts';

/** Ours beside the contract's employee: the other children of GetHRDEmployee, kept with the employee. */
export type SeededEmployee = HrdEmployee & {
  identifications: Array<{ lineid: number; identit: string }>;
  curriculum: Array<{ lineid: number; frmyear: string; toyear: string; qual: string; board: string }>;
  experience: Array<{ lineid: number; frmyear: string; toyear: string; designation: string; organisation: string }>;
  family: Array<{ lineid: number; relativename: string; relation: string }>;
};

/** Paise to rupees in whole hundreds (pay is set in round figures), half away from zero. */
const inHundreds = (paise: Paise) => fromPaise(Number(divideRounded(BigInt(paise), 10_000n)) * 10_000);

/** `percent` per cent of a rupee amount, in rupees to the paisa. */
const percentOf = (rupees: number, percent: number) => fromPaise(applyPercent(toPaise(rupees), percent));

/** A repeatable scramble of a number (the same company always gets the same staff). */
function mix(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

const digits = (value: number, length: number) => String(value % 10 ** length).padStart(length, '0');
const letter = (value: number) => String.fromCharCode(65 + (value % 26));
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Age range by grade: [youngest, span]. */
const AGE: Record<Grade, readonly [number, number]> = {
  M: [42, 14],
  S: [32, 16],
  O: [24, 18],
  W: [21, 24],
  T: [19, 4],
};
const BLOOD = [
  'B+',
  'O+',
  'B+',
  'O+',
  'A+',
  'B+',
  'O+',
  'A+',
  'AB+',
  'O+',
  'B+',
  'A+',
  'O-',
  'B-',
  'O+',
  'B+',
  'A-',
  'AB+',
  'O+',
  'B+',
] as const;
const MOBILE_START = ['9', '9', '8', '7', '6', '9', '8', '7'] as const;
/** The ESI wage limit: gross a month up to it is covered. */
export const ESI_LIMIT = 21000;

/**
 * An earning or deduction line of the employee's structure: the head by record id, its amount (or rate for a percent
 * head).
 */
const line = (code: string, valu: number): Omit<EmployeeAllowance, 'lineid'> => ({
  allowanceId: PAY_HEAD_ID[code]!,
  valu,
});

/** The staff of a company: every post of its trade filled with local names, pay, statutory numbers and bank details. */
export function employeeSeed(company: DemoCompany): SeededEmployee[] {
  const staffing = staffingOf(company.pCode);
  const region = regionOf(company.addr.stat);
  const localities = localitiesOf(company.addr.city);
  const nightWork = ['hospitality', 'factory', 'care', 'transport'].includes(staffing.shifts);
  const shifts = shiftSeed(staffing.shifts).map((shift) => shift.code);
  const shift = shifts.includes('GEN') ? 'GEN' : shifts[0]!;
  const levyPt = ptSlabsOf(company.addr.stat) !== null;
  const heads = new Map<string, number>();
  const rows: SeededEmployee[] = [];
  staffing.designations.forEach(([, , department, grade, basicBase, headcount, genderMix], designationIndex) => {
    for (let index = 0; index < headcount; index += 1) {
      const n = rows.length + 1;
      const r = (salt: number) => mix(company.code * 7919 + n * 104729 + salt);
      const gender = genderMix === 'X' ? (r(1) % 3 === 0 ? 'F' : 'M') : genderMix;
      const firstNames = gender === 'F' ? region.women : region.men;
      const empname = firstNames[(n * 5 + company.code) % firstNames.length]!;
      const surname = region.surnames[(n * 7 + Math.floor(n / 12) + company.code) % region.surnames.length]!;
      const [youngest, span] = AGE[grade];
      const age = youngest + (r(2) % span);
      const service = grade === 'T' ? 0 : Math.min(age - 20, r(3) % 16);
      const married = age >= 28 ? r(4) % 9 !== 0 : r(4) % 4 === 0;
      const locality = localities[r(5) % localities.length]!;
      const modeofPay: ModeOfPay = grade === 'W' && r(6) % 5 === 0 ? 3 : r(6) % 17 === 0 ? 2 : 1;
      const [bankName, ifscPrefix, accountLength] = region.banks[r(7) % region.banks.length]!;
      const banked = modeofPay !== 3;
      const basicPay = inHundreds(applyPercent(toPaise(basicBase), 100 + (r(8) % 5) * 4));
      const earnings = [
        { code: 'HRA', amount: percentOf(basicPay, 40), valu: 40 },
        ...(grade === 'W' || grade === 'T'
          ? [{ code: 'UNIF', amount: 600, valu: 600 }]
          : [
              { code: 'CONV', amount: 1600, valu: 1600 },
              { code: 'MED', amount: 1250, valu: 1250 },
            ]),
        ...(grade === 'M' || grade === 'S'
          ? [
              {
                code: 'SPL',
                amount: inHundreds(applyPercent(toPaise(basicPay), 15)),
                valu: inHundreds(applyPercent(toPaise(basicPay), 15)),
              },
            ]
          : []),
        ...(nightWork && grade !== 'M' && r(9) % 4 === 0 ? [{ code: 'NIGHT', amount: 1500, valu: 1500 }] : []),
      ];
      const grandPay = fromPaise(sumPaise([basicPay, ...earnings.map((earning) => earning.amount)].map(toPaise)));
      // PF for everyone but management (above the wage ceiling, opted out) and trainees; ESI while gross is within the
      // limit.
      const pf = grade !== 'M' && grade !== 'T';
      const esi = grandPay <= ESI_LIMIT;
      const structure = [
        ...earnings.map((earning) => line(earning.code, earning.valu)),
        ...(pf ? [line('PF', 12)] : []),
        ...(esi ? [line('ESI', 0.75)] : []),
        ...(levyPt ? [line('PT', 0)] : []),
      ].map((allowance, lineIndex) => ({ lineid: lineIndex + 1, ...allowance }));
      if ((grade === 'M' || grade === 'S') && !heads.has(department)) heads.set(department, n);
      const head = heads.get(department);
      const doj = `${2024 - service}-${pad2((r(26) % 12) + 1)}-${pad2((r(27) % 28) + 1)}`;
      const inService = r(32) % 13 !== 0 || n === 1;
      const fathername = `${region.men[(n * 3 + 5) % region.men.length]} ${surname}`;
      rows.push({
        recordId: n,
        empno: `EMP-${String(n).padStart(4, '0')}`,
        empname,
        surname,
        fathername,
        gender: gender === 'F' ? 2 : 1,
        dob: `${2025 - age}-${pad2((r(10) % 12) + 1)}-${pad2((r(11) % 28) + 1)}`,
        maritalStatus: married ? (age > 45 && r(12) % 11 === 0 ? 3 : 2) : 1,
        mobile: `${MOBILE_START[r(14) % MOBILE_START.length]}${digits(r(15), 9)}`,
        email: `${empname.toLowerCase().replace(/[^a-z]/g, '')}.${n}@staff.example.in`,
        address: `${(r(16) % 240) + 1}, ${STREETS[r(17) % STREETS.length]}, ${locality}`,
        city: company.addr.city,
        stat: company.addr.stat,
        pan: `${letter(r(18))}${letter(r(19))}${letter(r(20))}P${surname.charAt(0).toUpperCase()}${(r(21) % 9000) + 1000}${letter(r(22))}`,
        aadhar: `${(r(23) % 8) + 2}${digits(r(24), 6)}${digits(r(25), 5)}`,
        bloodGrp: BLOOD[r(13) % BLOOD.length]!,
        department: departmentIdOf(staffing, department),
        designation: designationIndex + 1,
        doj,
        mgr: n === 1 ? null : head !== undefined && head !== n ? head : 1,
        modeofPay,
        basicPay,
        grandPay,
        sbAc: banked
          ? `${(r(28) % 9) + 1}${digits(r(29), 9)}${digits(r(30), accountLength - 10)}`.slice(0, accountLength)
          : '',
        bankifscno: banked ? `${ifscPrefix}0${digits(r(31), 6)}` : '',
        bankName: banked ? bankName : '',
        bankBranch: banked ? locality : '',
        pic: '',
        allowances: structure,
        leaves: EMPLOYEE_LEAVES.map((leave) => ({ ...leave })),
        uan: pf ? `10${digits(r(33), 5)}${digits(r(34), 5)}` : '',
        esiNo: esi ? `${digits(company.code, 4)}${digits(r(35), 6)}` : '',
        shift,
        serviceClosing: inService
          ? null
          : {
              dat: `2025-${pad2((r(36) % 9) + 1)}-28`,
              lastWorkingDay: `2025-${pad2((r(36) % 9) + 1)}-28`,
              reason: 'Resigned',
              closedBy: 'ADMIN',
            },
        identifications: [{ lineid: 1, identit: 'Mole on the left forearm' }],
        curriculum: [],
        experience: [],
        family: [{ lineid: 1, relativename: fathername, relation: 'Father' }],
      });
    }
  });
  return rows;
}
