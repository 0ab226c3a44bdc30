import * as z from 'zod';
import { sumPaise, toPaise } from '../../../lib/money/money';
import type { MemberStanding } from '../domain/library-types';
import { copyKeyOf } from './return-lines-table';

const fields = z.object({
  /** The member's key. */
  member: z.string(),
  /** The keys of the copies ticked as returned. */
  ticked: z.array(z.string()),
  collectNow: z.boolean(),
  mode: z.string(),
  account: z.string(),
});
export type ReturnValues = z.infer<typeof fields>;

/** The copies ticked among those the member holds, and the fine on them (paise). */
export function chosenOf(standing: MemberStanding | undefined, ticked: readonly string[]) {
  const chosen = (standing?.held ?? []).filter((copy) => ticked.includes(copyKeyOf(copy)));
  return { chosen, fine: sumPaise(chosen.map((copy) => toPaise(copy.fine))) };
}

/** Whether the fine is collected at once: asked for, of a pupil, and there is a fine. */
export const collecting = (standing: MemberStanding | undefined, values: ReturnValues) =>
  values.collectNow && standing?.member.kind === 'STUDENT' && chosenOf(standing, values.ticked).fine > 0;

/** A member chosen, then at least one of their copies ticked; a fine collected at once needs an account to go into. */
export const returnSchema = (standing: MemberStanding | undefined) =>
  fields.superRefine((values, context) => {
    const problem = (path: keyof ReturnValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!values.member) problem('member', 'Choose the member who returns the books.');
    else if (chosenOf(standing, values.ticked).chosen.length === 0) problem('ticked', 'Tick the copies returned.');
    if (collecting(standing, values) && !values.account)
      problem('account', 'You have no account of this kind to receive the fine into.');
  });
