import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { advanceRefusal } from '../domain/advance-refusals';

/** Named as the server's refusals name them, so a refusal lands beside its field. */
const fields = z.object({
  advanceDebit: z.string(),
  advanceCutOff: z.string(),
  account: z.string().min(1, 'Choose the cash or bank account the advance is paid from'),
});
export type AdvanceValues = z.infer<typeof fields>;

const parse = (text: string) => parseMoney(text, { allowNegative: false });

/** The amounts read as rupees, then the shared advance rule on the two of them. */
function advanceProblems({ advanceDebit, advanceCutOff }: AdvanceValues): FieldProblem[] {
  const amount = parse(advanceDebit);
  const cutOff = parse(advanceCutOff);
  const found: FieldProblem[] = [];
  if (!amount.ok) found.push({ field: 'advanceDebit', message: amount.message });
  if (!cutOff.ok) found.push({ field: 'advanceCutOff', message: cutOff.message });
  if (amount.ok && cutOff.ok) {
    const refused = advanceRefusal(amount.paise, cutOff.paise);
    if (refused) found.push(refused);
  }
  return found;
}

export const advanceSchema = checkedBy(fields, advanceProblems);

/** The advance as sent, from values the schema passed. */
export function toAdvance(empno: string, { advanceDebit, advanceCutOff, account }: AdvanceValues) {
  const amount = parse(advanceDebit);
  const cutOff = parse(advanceCutOff);
  return {
    empno: Number(empno),
    advanceDebit: amount.ok ? fromPaise(amount.paise) : 0,
    advanceCutOff: cutOff.ok ? fromPaise(cutOff.paise) : 0,
    account,
  };
}
