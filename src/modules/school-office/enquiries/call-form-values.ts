import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { enquiryProblems } from '../domain/enquiry-rules';
import type { Enquiry } from '../domain/enquiry-types';
import { todayOf } from './enquiry-format';
import { problemList } from './field-problems';

const fields = z.object({
  parentName: z.string(),
  childName: z.string(),
  phone: z.string(),
  email: z.string(),
  classSought: z.string(),
  source: z.string(),
  followUpDate: z.string(),
  remarks: z.string(),
});
/** An enquiry's details as typed (the source as its select holds it). */
export type CallValues = z.infer<typeof fields>;

/** The details of the enquiry being corrected, or empty ones for a new enquiry. */
export const callValuesOf = (enquiry: Enquiry | null): CallValues => ({
  parentName: enquiry?.parentName ?? '',
  childName: enquiry?.childName ?? '',
  phone: enquiry?.phone ?? '',
  email: enquiry?.email ?? '',
  classSought: enquiry?.classSought ?? '',
  source: enquiry?.source ?? '',
  followUpDate: enquiry?.followUpDate ?? '',
  remarks: enquiry?.remarks ?? '',
});

/**
 * An enquiry's schema: the enquiry rules (enquiry-rules.ts) on the day of the save; `school`: the child and the class
 * are asked. `keptDate`: the follow-up date on record of the enquiry corrected (null for a new one), which may stay
 * even once past: only a date changed is checked.
 */
export const callSchema = (school: boolean, keptDate: string | null, today: () => string = todayOf) =>
  checkedBy(fields, (values) =>
    problemList(
      enquiryProblems(values.followUpDate === keptDate ? { ...values, followUpDate: '' } : values, today(), school),
    ),
  );
