import * as z from 'zod';
import { checkedBy } from '../../../../components/form/rule-checks';
import { priceSale } from '../../domain/desk-rules';
import type { BookSaleRequirements } from '../../domain/book-sale-types';

const shape = z.object({
  admissionNo: z.string(),
  // The quantity as typed: the sale rules say what a quantity may be.
  lines: z.array(z.object({ itemCode: z.string(), quantity: z.string() })),
});
export type SaleValues = z.infer<typeof shape>;
export type SaleLineValues = SaleValues['lines'][number];

export const NEW_LINE: SaleLineValues = { itemCode: '', quantity: '1' };
export const NEW_SALE: SaleValues = { admissionNo: '', lines: [NEW_LINE] };

/** The lines as the rules and the wire take them: the quantity a number. */
export const wantedOf = (lines: readonly SaleLineValues[]) =>
  lines.map((line) => ({ itemCode: line.itemCode, quantity: Number(line.quantity) }));

/** The pupil chosen, from the pupils on roll. */
export const pupilOf = (requirements: BookSaleRequirements, admissionNo: string) =>
  requirements.pupils.find((one) => one.admissionNo === admissionNo);

/** The sale priced from the list (its lines and total), or its problems. */
export function priceOf(requirements: BookSaleRequirements, values: SaleValues) {
  const pupil = pupilOf(requirements, values.admissionNo);
  return priceSale(pupil ? pupil.className : null, requirements.items, wantedOf(values.lines));
}

/** A sale's values, checked by the sale rules (the pupil, each line's item and quantity beside them). */
export const saleSchema = (requirements: BookSaleRequirements) =>
  checkedBy(shape, (values) => {
    const priced = priceOf(requirements, values);
    return Array.isArray(priced) ? priced : [];
  });

/** A sale as sent: the pupil, the lines as chosen (the server prices them again). */
export const saleBody = (values: SaleValues) => ({
  header: { admissionNo: values.admissionNo },
  lines: wantedOf(values.lines),
  traCheck: 1,
});
