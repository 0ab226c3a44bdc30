import * as z from 'zod';
import { STANDARDS } from '../../../kits/school/school-year';
import type { Enquiry } from '../domain/enquiry-types';

export const PUPIL_LABELS = {
  name: 'Name',
  className: 'Class',
  section: 'Section',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  parentName: 'Parent or guardian',
  phone: 'Parent mobile',
  email: 'Parent email',
  address: 'Address',
} as const;
export type PupilField = keyof typeof PUPIL_LABELS;

/** A field the master record cannot do without; checked, never trimmed (the pupil is sent as typed). */
const given = (field: PupilField) =>
  z.string().refine((value) => value.trim() !== '', `Give the ${PUPIL_LABELS[field].toLowerCase()}.`);

export const pupilSchema = z.object({
  name: given('name'),
  className: given('className'),
  section: given('section'),
  gender: given('gender'),
  dateOfBirth: given('dateOfBirth'),
  parentName: given('parentName'),
  phone: given('phone'),
  email: z.string(),
  address: z.string(),
});
export type PupilValues = z.infer<typeof pupilSchema>;

/** The pupil as the enquiry knows them: the class only when it is a standard, section A; gender and birth asked. */
export const pupilValuesOf = (enquiry: Enquiry): PupilValues => ({
  name: enquiry.childName,
  className: (STANDARDS as readonly string[]).includes(enquiry.classSought) ? enquiry.classSought : '',
  section: 'A',
  gender: '',
  dateOfBirth: '',
  parentName: enquiry.parentName,
  phone: enquiry.phone,
  email: enquiry.email,
  address: '',
});

/** The field a refusal names by its label ('Date of birth: …'), or null for a refusal of the whole admission. */
export const pupilRefusalField = (message: string): PupilField | null =>
  (Object.keys(PUPIL_LABELS) as PupilField[]).find((field) => message.startsWith(`${PUPIL_LABELS[field]}:`)) ?? null;
