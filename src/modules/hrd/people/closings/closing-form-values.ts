import * as z from 'zod';
import { isDay } from '../../domain/recruit-dates';
import type { EmployeeChoice } from '../../domain/recruit-types';

export interface ClosingValues {
  /** The chosen employee's record id. */
  employee: string;
  lastWorkingDay: string;
  reason: string;
}

/** Who leaves (one of the list), a last working day not before they joined, and why. */
export function closingSchema(employees: readonly EmployeeChoice[]) {
  return z
    .object({
      employee: z.string().refine((value) => employees.some((one) => String(one.recordid) === value), {
        message: 'Choose the employee who leaves',
      }),
      lastWorkingDay: z.string().refine(isDay, { message: 'Enter the last working day' }),
      reason: z.string().trim().min(1, 'Give the reason for leaving'),
    })
    .superRefine(({ employee, lastWorkingDay }, context) => {
      const chosen = employees.find((one) => String(one.recordid) === employee);
      if (chosen && isDay(lastWorkingDay) && lastWorkingDay < chosen.doj)
        context.addIssue({
          code: 'custom',
          path: ['lastWorkingDay'],
          message: `${chosen.empname} joined on ${chosen.doj}`,
        });
    });
}
