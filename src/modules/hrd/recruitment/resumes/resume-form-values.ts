import * as z from 'zod';
import { checkedBy } from '../../../../components/form/rule-checks';
import { fromPaise } from '../../../../lib/money/money';
import { parseMoney } from '../../../../lib/money/money-parse';
import type { GenderCode } from '../../domain/employee-types';
import { resumeProblems, type ResumeInput } from '../../domain/recruit-resume';
import type { ResumeAnswer } from '../../domain/recruit-types';
import { problemList } from '../shared/field-problems';
import { todayOf } from '../shared/recruit-format';

const years = { lineid: z.number(), frmyear: z.string(), toyear: z.string() };

const fields = z.object({
  appDate: z.string(),
  nameOfCandidate: z.string(),
  surName: z.string(),
  fatherName: z.string(),
  dob: z.string(),
  gender: z.string(),
  expectedSalary: z.string(),
  city: z.string(),
  mobile: z.string(),
  email: z.string(),
  designation: z.string(),
  curriculum: z.array(z.object({ ...years, qual: z.string(), board: z.string() })),
  experience: z.array(z.object({ ...years, designation: z.string(), organisation: z.string() })),
});

/** The resume as typed: the gender, the pay and the post as their inputs hold them. */
export type ResumeValues = z.infer<typeof fields>;

/** The form's values of a resume opened, or of a new one (applied today). */
export function resumeValuesOf(answer: ResumeAnswer): ResumeValues {
  const header = answer.header;
  return {
    appDate: header?.appDate ?? todayOf(),
    nameOfCandidate: header?.nameOfCandidate ?? '',
    surName: header?.surName ?? '',
    fatherName: header?.fatherName ?? '',
    dob: header?.dob ?? '',
    gender: header ? String(header.gender) : '',
    expectedSalary: header ? String(header.expectedSalary) : '',
    city: header?.city ?? '',
    mobile: header?.mobile ?? '',
    email: header?.email ?? '',
    designation: header ? String(header.designation) : '',
    curriculum: answer.curriculum,
    experience: answer.experience,
  };
}

/** The resume as the rules read it and the server takes it; pay left empty is 0, pay that is no amount NaN. */
export function resumeInputOf(values: ResumeValues): ResumeInput {
  const pay = parseMoney(values.expectedSalary || '0', { allowNegative: false });
  return {
    ...values,
    gender: Number(values.gender) as GenderCode,
    designation: Number(values.designation),
    expectedSalary: pay.ok ? fromPaise(pay.paise) : Number.NaN,
  };
}

/** A resume's schema: the module's rules of a resume (recruit-resume.ts), the posts that may be applied for. */
export const resumeSchema = (designations: ReadonlySet<number>, today: () => string = todayOf) =>
  checkedBy(fields, (values) => problemList(resumeProblems(resumeInputOf(values), today(), designations)));
