import { applyPercent } from '../../../lib/money/money-arithmetic';
import { divideRounded } from '../../../lib/money/money-decimal';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { DemoCompany } from '../../core/company/companies';
import { EMPLOYEE_LEAVES } from './leaves';
import { localitiesOf, regionOf, STREETS } from './people';
import { staffingOf } from './staffing';
import type { Grade } from './staffing-types';

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
const AGE: Record<Grade, readonly [number, number]> = { M: [42, 14], S: [32, 16], O: [24, 18], W: [21, 24], T: [19, 4] };
const BLOOD = ['B+', 'O+', 'B+', 'O+', 'A+', 'B+', 'O+', 'A+', 'AB+', 'O+', 'B+', 'A+', 'O-', 'B-', 'O+', 'B+', 'A-', 'AB+', 'O+', 'B+'] as const;
const MOBILE_START = ['9', '9', '8', '7', '6', '9', '8', '7'] as const;

/** The staff of a company: every post of its trade filled with local names, pay and bank details. */
export function employeeSeed(company: DemoCompany) {
  const staffing = staffingOf(company.pCode);
  const region = regionOf(company.addr.stat);
  const localities = localitiesOf(company.addr.city);
  const nightWork = ['hospitality', 'factory', 'care', 'transport'].includes(staffing.shifts);
  const heads = new Map<string, string>();
  const rows: Array<Record<string, unknown>> = [];
  for (const [designation, , department, grade, basicBase, headcount, genderMix] of staffing.designations) {
    for (let index = 0; index < headcount; index += 1) {
      const n = rows.length + 1;
      const r = (salt: number) => mix(company.code * 7919 + n * 104729 + salt);
      const empNo = `EMP-${String(n).padStart(4, '0')}`;
      const gender = genderMix === 'X' ? (r(1) % 3 === 0 ? 'F' : 'M') : genderMix;
      const firstNames = gender === 'F' ? region.women : region.men;
      const name = firstNames[(n * 5 + company.code) % firstNames.length]!;
      const surname = region.surnames[(n * 7 + Math.floor(n / 12) + company.code) % region.surnames.length]!;
      const [youngest, span] = AGE[grade];
      const age = youngest + (r(2) % span);
      const service = grade === 'T' ? 0 : Math.min(age - 20, r(3) % 16);
      const married = age >= 28 ? r(4) % 9 !== 0 : r(4) % 4 === 0;
      const locality = localities[r(5) % localities.length]!;
      const modeOfPay = grade === 'W' && r(6) % 5 === 0 ? 'CASH' : r(6) % 17 === 0 ? 'CHEQUE' : 'BANK';
      const [bankName, ifscPrefix, accountLength] = region.banks[r(7) % region.banks.length]!;
      const banked = modeOfPay !== 'CASH';
      const basicPay = inHundreds(applyPercent(toPaise(basicBase), 100 + (r(8) % 5) * 4));
      const allowances = [
        { allowance: 'HRA', amount: percentOf(basicPay, 40) },
        ...(grade === 'W' || grade === 'T' ? [{ allowance: 'UNIF', amount: 600 }] : [{ allowance: 'CONV', amount: 1600 }, { allowance: 'MED', amount: 1250 }]),
        ...(grade === 'M' || grade === 'S' ? [{ allowance: 'SPL', amount: inHundreds(applyPercent(toPaise(basicPay), 15)) }] : []),
        ...(nightWork && grade !== 'M' && r(9) % 4 === 0 ? [{ allowance: 'NIGHT', amount: 1500 }] : []),
      ];
      if ((grade === 'M' || grade === 'S') && !heads.has(department)) heads.set(department, empNo);
      const manager = heads.get(department) !== empNo ? (heads.get(department) ?? 'EMP-0001') : 'EMP-0001';
      rows.push({
        empNo,
        name,
        surname,
        fatherName: `${region.men[(n * 3 + 5) % region.men.length]} ${surname}`,
        gender,
        dateOfBirth: `${2025 - age}-${pad2((r(10) % 12) + 1)}-${pad2((r(11) % 28) + 1)}`,
        maritalStatus: married ? (age > 45 && r(12) % 11 === 0 ? 'WIDOWED' : 'MARRIED') : 'SINGLE',
        bloodGroup: BLOOD[r(13) % BLOOD.length],
        mobile: `${MOBILE_START[r(14) % MOBILE_START.length]}${digits(r(15), 9)}`,
        address: `${(r(16) % 240) + 1}, ${STREETS[r(17) % STREETS.length]}, ${locality}, ${company.addr.city}, ${company.addr.stat}`,
        pan: `${letter(r(18))}${letter(r(19))}${letter(r(20))}P${surname.charAt(0).toUpperCase()}${(r(21) % 9000) + 1000}${letter(r(22))}`,
        aadhaar: `${(r(23) % 8) + 2}${digits(r(24), 6)}${digits(r(25), 5)}`,
        department,
        designation,
        manager: n === 1 ? '' : manager,
        dateOfJoining: `${2024 - service}-${pad2((r(26) % 12) + 1)}-${pad2((r(27) % 28) + 1)}`,
        modeOfPay,
        basicPay,
        grossPay: fromPaise(sumPaise([basicPay, ...allowances.map((line) => line.amount)].map(toPaise))),
        bankAccount: banked ? `${(r(28) % 9) + 1}${digits(r(29), 9)}${digits(r(30), accountLength - 10)}`.slice(0, accountLength) : '',
        ifsc: banked ? `${ifscPrefix}0${digits(r(31), 6)}` : '',
        bankName: banked ? bankName : '',
        bankBranch: banked ? locality : '',
        photo: '',
        allowances,
        leaves: EMPLOYEE_LEAVES,
        active: r(32) % 13 !== 0 || n === 1,
      });
    }
  }
  return rows;
}
