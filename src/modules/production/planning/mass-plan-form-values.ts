import type { FieldErrors } from 'react-hook-form';
import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { massPlanProblems, type DraftPlanLine } from '../domain/mass-plan-rules';
import type { DraftLine } from './plan-lines';

/** The new plan as typed: its remarks and its lines (quantities as text). */
export interface MassPlanValues {
  remarks: string;
  lines: DraftLine[];
}

let lastKey = 0;
/** An empty line, with a key of its own for the table's rows. */
export const blankLine = (): DraftLine => ({
  key: ++lastKey,
  itemId: '',
  qty: '',
  soid: null,
  soLine: null,
  orderSeq: '',
});

const QTY = /^\d+(\.\d+)?$/;
const qtyOf = (text: string) => (QTY.test(text.trim()) ? Number(text.trim()) : null);

/** The lines as the rules read them and the save sends them: a quantity that is not a plain number is null. */
export const draftLines = (lines: readonly DraftLine[]): Array<Required<DraftPlanLine>> =>
  lines.map((line) => ({ itemId: line.itemId, qty: qtyOf(line.qty), soid: line.soid, soLine: line.soLine }));

/** The mass plan rules the server applies too (`producible`: the products made here), each problem on its field. */
export const massPlanSchema = (producible: ReadonlySet<string>) =>
  checkedBy(z.object({ remarks: z.string(), lines: z.array(z.custom<DraftLine>()) }), (values) =>
    Object.entries(massPlanProblems(draftLines(values.lines), producible)).map(([field, message]) => ({
      field,
      message,
    })),
  );

/**
 * The form's problems of the lines as the lines table shows them: keyed `lines.<i>.itemId`, `lines.<i>.qty`, and
 * `lines` for the lines as a whole.
 */
export function lineProblems(errors: FieldErrors<MassPlanValues>['lines'], count: number): Record<string, string> {
  const problems: Record<string, string> = {};
  const whole = errors?.root?.message ?? errors?.message;
  if (whole) problems.lines = whole;
  for (let index = 0; index < count; index++)
    for (const field of ['itemId', 'qty'] as const) {
      const message = errors?.[index]?.[field]?.message;
      if (message) problems[`lines.${index}.${field}`] = message;
    }
  return problems;
}
