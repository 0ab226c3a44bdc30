import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import type { MirLot } from '../domain/mir-types';
import { lotLines, lotValues } from './mir-lot-values';

const lotSchema = z.object({
  checkedQty: z.string(),
  rejectedQty: z.string(),
  rectifiedQty: z.string(),
  rectificationCost: z.string(),
  comments: z.string(),
});

/** The test chosen and each lot's inputs as typed, in the order of the receipt's lots. */
export type MirTestValues = { testId: string; lots: Array<z.infer<typeof lotSchema>> };

export const mirTestDefaults = (lots: readonly MirLot[]): MirTestValues => ({
  testId: lots.find((lot) => lot.result)?.result?.testId ?? '',
  lots: lots.map(lotValues),
});

/**
 * A problem's key as the lot rules give it (`lines.<lot index>.<field>`, `lines`) or as the server does (`testid`,
 * `lines.<line>.<field>` once put back by lot), as the form's field it belongs to.
 */
export function formField(key: string): string {
  if (key === 'testid') return 'testId';
  return key.replace(/^lines(?=\.|$)/, 'lots');
}

/** The lot rules (the same the server runs) inside the schema, each problem beside its lot's field. */
export const mirTestSchema = (lots: readonly MirLot[]) =>
  checkedBy(
    z.object({ testId: z.string().min(1, 'Choose the raw material test used.'), lots: z.array(lotSchema) }),
    (values): FieldProblem[] =>
      Object.entries(lotLines(lots, values.lots).problems).map(([key, message]) => ({
        field: formField(key),
        message,
      })),
  );
