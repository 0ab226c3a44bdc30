import * as z from 'zod';
import { PUNCH_FILE_LIMIT } from '../domain/punch-wire';

/** The device file to import: one must be chosen, and it must be small enough to send at once. */
export const punchImportSchema = z.object({
  file: z.custom<File | null>().transform((file, context) => {
    if (!file) context.addIssue({ code: 'custom', message: 'Choose the device’s CSV file.' });
    else if (file.size > PUNCH_FILE_LIMIT)
      context.addIssue({
        code: 'custom',
        message: `${file.name} is larger than 2 MB: import it in parts (a month at a time).`,
      });
    return file ?? z.NEVER;
  }),
});

export type PunchImportInput = z.input<typeof punchImportSchema>;
export type PunchImportValues = z.output<typeof punchImportSchema>;
