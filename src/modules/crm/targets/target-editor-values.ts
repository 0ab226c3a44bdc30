import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { BRAND_TYPE, spreadOver, targetLineProblem, type BrandType, type TargetSetting } from '../domain/target-rules';
import type { TargetDetailRow } from './target-endpoints';

/** One line of a person's targets as typed: the target in rupees and the calls planned ('' for none). */
export interface TargetLine {
  target: string;
  calls: string;
}
export interface TargetValues {
  lines: TargetLine[];
}

/** The lines as the grid shows them: a nought left blank. */
export const targetValuesOf = (rows: readonly TargetDetailRow[]): TargetValues => ({
  lines: rows.map((row) => ({
    target: row.target === 0 ? '' : String(row.target),
    calls: row.calls === 0 ? '' : String(row.calls),
  })),
});

/** A typed figure: blank is nought, anything else read as a number (NaN when it is not one). */
const figure = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Each line checked by the targets rule (shared with the demo backend), its problem beside the line's target. */
export const targetSchema = checkedBy(
  z.object({ lines: z.array(z.object({ target: z.string(), calls: z.string() })) }),
  (values) =>
    values.lines.flatMap((line, index) => {
      const problem = targetLineProblem(figure(line.target), figure(line.calls));
      return problem ? [{ field: `lines.${index}.target`, message: problem }] : [];
    }),
);

/** Who the targets are for and the months of the period they are spread over. */
export interface TargetScope {
  empno: string;
  yea: number;
  months: readonly number[];
  brand: BrandType;
}

/**
 * The settings of every line, each spread over the period's months to the paisa: a blank line goes as noughts, so that
 * the server, which replaces the person's months it is sent, clears what the line had.
 */
export function targetSettings(
  values: TargetValues,
  rows: readonly TargetDetailRow[],
  scope: TargetScope,
): TargetSetting[] {
  return values.lines.flatMap((line, index) => {
    const tgt = figure(line.target);
    const calls = figure(line.calls);
    const amounts = spreadOver(toPaise(tgt), scope.months.length);
    const callCounts = spreadOver(calls, scope.months.length);
    const row = rows[index]!;
    return scope.months.map((mont, at) => ({
      empno: scope.empno,
      mont,
      yea: scope.yea,
      categoryId: scope.brand === BRAND_TYPE.total ? '' : row.categoryid,
      productId: scope.brand === BRAND_TYPE.product ? row.itemid : '',
      tgt: fromPaise(amounts[at]!),
      calls: callCounts[at]!,
    }));
  });
}
