import { HttpResponse } from 'msw';
import type { DeskPerson } from '../../../modules/school-office/domain/desk-records';
import type { DeskProblem } from '../../../modules/school-office/domain/desk-rules';
import { reportDate } from '../../core/server-dates';
import { studentsOf, teachersOf } from '../../core/school/school-masters';

/** The desk logs' shared reading: the period asked, the people to name, and a refusal that names its field. */

/** `{ frmDate, toDate }` as yyyy-MM-dd, open at either end when absent. */
export function periodOf(body: Record<string, unknown>): { from: string; to: string } {
  return { from: reportDate(body.frmDate) ?? '0000-01-01', to: reportDate(body.toDate) ?? '9999-12-31' };
}

/**
 * The people the desk logs name: the teaching staff ('E:<empno>'), the pupils on roll ('S:<admissionNo>') and their
 * parents ('P:<admissionNo>', "Parent of <pupil>" when the master names none).
 */
export async function deskPeople(companyCode: number): Promise<DeskPerson[]> {
  const [staff, pupils] = await Promise.all([teachersOf(companyCode), studentsOf(companyCode)]);
  const onRoll = pupils.filter((one) => one.active).sort((a, b) => a.name.localeCompare(b.name));
  return [
    ...staff.map((one): DeskPerson => ({ key: one.key, kind: 'STAFF', name: one.name })),
    ...onRoll.map(
      (one): DeskPerson => ({
        key: `S:${one.admissionNo}`,
        kind: 'STUDENT',
        name: `${one.name} (${one.className}-${one.section})`,
      }),
    ),
    ...onRoll.map(
      (one): DeskPerson => ({
        key: `P:${one.admissionNo}`,
        kind: 'PARENT',
        name: `${one.parentName || 'Parent'} (parent of ${one.name})`,
      }),
    ),
  ];
}

/** The family's refusal `{ result }`, with the field the first problem belongs beside, so the screen shows it there. */
export const deskRefusal = (problems: readonly DeskProblem[]) =>
  HttpResponse.json({ result: problems.map((one) => one.message).join('; '), field: problems[0]?.field ?? '' });

/** A body value as trimmed text, at most `max` characters. */
export const textOf = (value: unknown, max = 200): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';
