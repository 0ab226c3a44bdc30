import { daysOfMonth, monthGrid, type MonthAnswer } from '../../../modules/students/domain/attendance-month';
import type { ClassChoice, RegisterAnswer } from '../../../modules/students/domain/attendance-rules';
import { classesOf, rollOf, schoolHolidaysOf } from '../../core/school/school-masters';
import { registerOf, registersFrom } from '../../core/school/students-store';

const STANDARDS = ['NUR', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const standardRank = (classCode: string) => {
  const at = STANDARDS.indexOf(classCode.slice(0, classCode.lastIndexOf('-')));
  return at < 0 ? STANDARDS.length : at;
};

/** Class codes in school order: by standard (I before II before X), then section. */
export const bySchoolOrder = (a: string, b: string): number => standardRank(a) - standardRank(b) || a.localeCompare(b);

/** The active classes of the classes master, in school order. */
export async function classChoices(companyCode: number): Promise<ClassChoice[]> {
  const classes = (await classesOf(companyCode)).filter((row) => row.active !== false);
  return classes.map((row) => ({ code: row.code, name: row.name })).sort((a, b) => bySchoolOrder(a.code, b.code));
}

/** The register of a class for a day (the day's register read alone, by its id). */
export async function registerAnswer(
  companyCode: number,
  classCode: string,
  dat: string,
  today: string,
): Promise<RegisterAnswer> {
  const [classes, roll, holidays, register] = await Promise.all([
    classChoices(companyCode),
    classCode ? rollOf(companyCode, classCode) : Promise.resolve([]),
    schoolHolidaysOf(companyCode, dat, dat),
    classCode ? registerOf(companyCode, dat, classCode) : Promise.resolve(undefined),
  ]);
  return { today, dat, classes, classCode, roll, register: register ?? null, shut: holidays.get(dat) ?? null };
}

/** A class's month (the month's registers are one id prefix), with the month's shut days. */
export async function monthAnswer(
  companyCode: number,
  classCode: string,
  month: string,
  today: string,
): Promise<MonthAnswer> {
  const days = daysOfMonth(month);
  const [classes, roll, holidays, registers] = await Promise.all([
    classChoices(companyCode),
    classCode ? rollOf(companyCode, classCode) : Promise.resolve([]),
    schoolHolidaysOf(companyCode, days[0]!, days[days.length - 1]!),
    classCode ? registersFrom(companyCode, month) : Promise.resolve([]),
  ]);
  const grid = classCode ? monthGrid(classCode, month, roll, registers, holidays) : null;
  return { today, classes, grid, shut: [...holidays].map(([dat, name]) => ({ dat, name })) };
}
