import * as z from 'zod';
import type { PaidFromAccount } from '../domain/payment-types';

export type PayMode = 'BANK' | 'CASH';

export const accountsOf = (accounts: readonly PaidFromAccount[], mode: PayMode) =>
  accounts.filter((account) => account.typ === (mode === 'BANK' ? 'BAN' : 'CAS'));

interface PayContext {
  /** How many employees are selected in the table. */
  selected: number;
  today: string;
  /** The server's refusal of a date (outside the open financial years, or closed), for the date it was given. */
  refusedDate: { dat: string; message: string } | null;
}

/**
 * The payment as the server checks it, one problem at a time as the form shows it: the selection, then an account to
 * pay from (neither has a field: said on the form's root), then the date (a date after today is refused; a date the
 * server refused stays refused until it is changed).
 */
export function paySchema({ selected, today, refusedDate }: PayContext) {
  return z
    .object({ mode: z.enum(['BANK', 'CASH']), account: z.string(), dat: z.string() })
    .superRefine(({ mode, account, dat }, context) => {
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (selected === 0) problem('root', 'Select the employees to pay.');
      else if (!account) problem('root', `You have no ${mode === 'BANK' ? 'bank' : 'cash'} account assigned.`);
      else if (!dat) problem('dat', 'Give the date of the payment.');
      else if (dat > today) problem('dat', 'The payment date cannot be after today.');
      else if (refusedDate?.dat === dat) problem('dat', refusedDate.message);
    });
}

export type PayValues = z.infer<ReturnType<typeof paySchema>>;
