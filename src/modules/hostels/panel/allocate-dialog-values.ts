import { z } from 'zod';
import type { AllocateInput } from '../domain/allocation-types';

/**
 * What the allocation asks before the server checks the bed and the person: a student chosen, or a guest's name and
 * mobile; and the date the bed is taken from.
 */
export const allocateSchema = z
  .object({
    occupantKind: z.enum(['STUDENT', 'GUEST']),
    admissionNo: z.string(),
    guestName: z.string(),
    guestMobile: z.string(),
    packageCode: z.string(),
    fromDate: z.string().min(1, 'Give the date the bed is taken from'),
    remarks: z.string(),
  })
  .superRefine((values, context) => {
    const problem = (field: 'admissionNo' | 'guestName' | 'guestMobile', message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (values.occupantKind === 'STUDENT') {
      if (!values.admissionNo) problem('admissionNo', 'Choose the student');
      return;
    }
    if (!values.guestName.trim()) problem('guestName', "Give the guest's name");
    if (!/^[6-9]\d{9}$/.test(values.guestMobile.trim()))
      problem('guestMobile', 'Give a 10-digit mobile number, e.g. 9822037164');
  });

export type AllocateValues = z.infer<typeof allocateSchema>;

export const emptyAllocation = (fromDate: string): AllocateValues => ({
  occupantKind: 'STUDENT',
  admissionNo: '',
  guestName: '',
  guestMobile: '',
  packageCode: '',
  fromDate,
  remarks: '',
});

/** The allocation sent: the bed, and the values as typed (the server reads them as it does). */
export const toAllocateInput = (bedId: string, values: AllocateValues): AllocateInput => ({ bedId, ...values });
