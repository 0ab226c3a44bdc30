import { z } from 'zod';
import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { orderTotals, type OrderTotals } from '../domain/order-totals';
import type { OrderableQuotation, OrderAnswer, OrderRequirements, OrderSaveBody } from '../domain/order-types';

const numberText = (test: (value: number) => boolean, message: string) =>
  z.string().refine((text) => text.trim() !== '' && Number.isFinite(Number(text)) && test(Number(text)), message);
const decimals = (value: number, places: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

export const orderSchema = z
  .object({
    quotationId: z.string(),
    /** Empty only for a lead's quotation: the server makes the lead a customer as it saves (D1). */
    partyId: z.string(),
    saleType: z.string(),
    validity: z.string(),
    reference: z.string().max(40, 'At most 40 characters.'),
    modeofpayment: z.string(),
    refEmployee: z.string(),
    lines: z
      .array(
        z.object({
          itemId: z.string().min(1, 'Choose an item.'),
          itemDescription: z.string(),
          qty: numberText(
            (value) => value > 0 && decimals(value, 3),
            'Give a quantity above 0, at most three decimals.',
          ),
          rat: numberText(
            (value) => value >= 0 && isRupeeAmount(value),
            'Give the rate in rupees, at most two decimals.',
          ),
          discPer: numberText((value) => value >= 0 && value <= 100, 'Give a discount from 0 to 100 percent.'),
          reqdBy: z.string(),
        }),
      )
      .min(1, 'Add at least one item.'),
    taxcodes: z.array(z.string()),
    advance: z
      .string()
      .refine(
        (text) => text.trim() === '' || (Number(text) >= 0 && isRupeeAmount(Number(text))),
        'Give the advance in rupees, at most two decimals.',
      ),
    terms: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.partyId && !values.quotationId)
      context.addIssue({ code: 'custom', path: ['partyId'], message: 'Choose the customer.' });
  });
export type OrderFormValues = z.infer<typeof orderSchema>;
export type OrderFormLine = OrderFormValues['lines'][number];

export const emptyOrderLine = (): OrderFormLine => ({
  itemId: '',
  itemDescription: '',
  qty: '',
  rat: '',
  discPer: '0',
  reqdBy: '',
});

export function orderDefaults(requirements: OrderRequirements): OrderFormValues {
  return {
    quotationId: '',
    partyId: '',
    saleType: requirements.purtypes[0]?.code ?? '',
    validity: '',
    reference: '',
    modeofpayment: 'CREDIT',
    refEmployee: '',
    lines: [emptyOrderLine()],
    taxcodes: [],
    advance: '',
    terms: requirements.terms.map((term) => term.term).join('\n'),
  };
}

/** The form of a stored order (modify). */
export function valuesOfOrder(order: OrderAnswer): OrderFormValues {
  const { header } = order;
  return {
    quotationId: header.quotationId ? String(header.quotationId) : '',
    partyId: header.partyId,
    saleType: header.saleType,
    validity: header.validity ?? '',
    reference: header.reference,
    modeofpayment: header.modeofpayment,
    refEmployee: header.refEmployee,
    lines: order.lines.map((line) => ({
      itemId: line.itemId,
      itemDescription: line.itemDescription,
      qty: String(line.qty),
      rat: String(line.rat),
      discPer: String(line.discPer),
      reqdBy: line.reqdBy ?? '',
    })),
    taxcodes: order.taxes.map((tax) => tax.taxcode),
    advance: order.advances.length > 0 ? String(order.advances.reduce((sum, row) => sum + row.amt, 0)) : '',
    terms: order.terms.map((term) => term.term).join('\n'),
  };
}

/** An approved quotation's lines, party and terms, to order. */
export function linesOfQuotation(quotation: OrderableQuotation): OrderFormLine[] {
  return quotation.lines.map((line) => ({
    itemId: line.itemId,
    itemDescription: line.itemDescription,
    qty: String(line.qty),
    rat: String(line.rat),
    discPer: String(line.discPer),
    reqdBy: '',
  }));
}

const chosenTaxes = (taxcodes: readonly string[], requirements: OrderRequirements) =>
  requirements.taxes
    .filter((tax) => taxcodes.includes(tax.code))
    .map((tax) => ({ taxcode: tax.code, taxper: tax.percent }));
const readable = (text: string) => (Number.isFinite(Number(text)) && Number(text) > 0 ? Number(text) : 0);

/** The totals of what is typed so far (lines not yet readable count as 0). */
export function totalsOfForm(
  values: Pick<OrderFormValues, 'lines' | 'taxcodes'>,
  requirements: OrderRequirements,
): OrderTotals {
  return orderTotals(
    values.lines.map((line) => ({
      qty: readable(line.qty),
      rat: readable(line.rat),
      discPer: Math.min(readable(line.discPer), 100),
    })),
    chosenTaxes(values.taxcodes, requirements),
  );
}

/**
 * `SetSaleOrder`'s body: create (1) or modify (2) of `recordId`. The quotation ordered goes by its number
 * (`quotationno`, the contract's field); the server matches each line to the quotation's by its item.
 */
export function toOrderBody(values: OrderFormValues, recordId: number, quotationno: string): OrderSaveBody {
  const advance = toPaise(values.advance);
  return {
    header: {
      recordId,
      saleType: values.saleType,
      validity: values.validity || null,
      reference: values.reference.trim(),
      partyId: values.partyId,
      quotationno,
      modeofpayment: values.modeofpayment,
      refEmployee: values.refEmployee,
    },
    lines: values.lines.map((line) => ({
      itemId: line.itemId,
      itemDescription: line.itemDescription.trim(),
      qty: Number(line.qty),
      um: '',
      rat: Number(line.rat),
      discPer: Number(line.discPer),
      reqdBy: line.reqdBy || null,
    })),
    terms: values.terms
      .split('\n')
      .map((term) => term.trim())
      .filter(Boolean)
      .map((term) => ({ term })),
    taxes: values.taxcodes.map((taxcode) => ({ taxcode })),
    advances: advance > 0 ? [{ amt: fromPaise(advance), paymentmode: values.modeofpayment }] : [],
    traCheck: recordId > 0 ? 2 : 1,
  };
}
