import { z } from 'zod';
import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { isDay } from '../../../lib/format/wire-day';
import { quotationTotals, type QuotationTotals } from './quotation-totals';
import type { QuotableEnquiry, QuotationRequirements, QuotationSaveBody } from './quotation-types';

const number = (test: (value: number) => boolean, message: string) =>
  z.string().refine((text) => text.trim() !== '' && Number.isFinite(Number(text)) && test(Number(text)), message);
const rupees = (message: string) =>
  z.string().refine((text) => text.trim() === '' || (Number(text) >= 0 && isRupeeAmount(Number(text))), message);

export const quotationSchema = z.object({
  enquiry: z.string(),
  vendorid: z.string().min(1, 'Choose the supplier.'),
  dat: z.string().refine(isDay, 'Give the quotation date.'),
  validity: z.string().refine((text) => text === '' || isDay(text), 'Give a date or leave it empty.'),
  reference: z.string(),
  lines: z
    .array(
      z.object({
        itemId: z.string().min(1, 'Choose an item.'),
        itemDescription: z.string(),
        qty: number((value) => value > 0, 'Give a quantity above 0.'),
        uom: z.string(),
        rat: number((value) => value >= 0 && isRupeeAmount(value), 'Give the rate in rupees, at most two decimals.'),
        leadDays: number((value) => value >= 0 && Number.isInteger(value), 'Give whole days, 0 or more.'),
      }),
    )
    .min(1, 'Add at least one item.'),
  taxCodes: z.array(z.string()),
  discount: rupees('Give the discount in rupees, at most two decimals.'),
  others: rupees('Give the other charges in rupees, at most two decimals.'),
  terms: z.string(),
});
export type QuotationFormValues = z.infer<typeof quotationSchema>;
export type QuotationFormLine = QuotationFormValues['lines'][number];

export const emptyQuotationLine = (): QuotationFormLine => ({
  itemId: '',
  itemDescription: '',
  qty: '',
  uom: '',
  rat: '',
  leadDays: '0',
});

export function quotationDefaults(requirements: QuotationRequirements): QuotationFormValues {
  return {
    enquiry: '',
    vendorid: '',
    dat: requirements.dat,
    validity: '',
    reference: '',
    lines: [emptyQuotationLine()],
    taxCodes: [],
    discount: '',
    others: '',
    terms: requirements.terms.map((term) => term.term).join('\n'),
  };
}

/** The lines of an enquiry, to be priced. */
export const linesOfEnquiry = (enquiry: QuotableEnquiry): QuotationFormLine[] =>
  enquiry.lines.map((line) => ({
    itemId: line.itemId,
    itemDescription: line.itemDescription,
    qty: String(line.qty),
    uom: line.uom,
    rat: '',
    leadDays: '0',
  }));

const chosenTaxes = (values: Pick<QuotationFormValues, 'taxCodes'>, requirements: QuotationRequirements) =>
  requirements.taxes.filter((tax) => values.taxCodes.includes(tax.taxCode));

/** The totals of what is typed so far (lines not yet readable count as 0). */
export function totalsOfForm(
  values: Pick<QuotationFormValues, 'lines' | 'taxCodes' | 'discount' | 'others'>,
  requirements: QuotationRequirements,
): QuotationTotals {
  const lines = values.lines.map((line) => ({
    qty: Number(line.qty) > 0 ? Number(line.qty) : 0,
    ratePaise: toPaise(line.rat),
  }));
  return quotationTotals({
    lines,
    taxes: chosenTaxes(values, requirements),
    discountPaise: toPaise(values.discount),
    othersPaise: toPaise(values.others),
  });
}

/** The contract's `setPurQuotation` body (create). */
export function toQuotationBody(values: QuotationFormValues, requirements: QuotationRequirements): QuotationSaveBody {
  const names = new Map(requirements.materials.map((item) => [item.itemid, item.itemname]));
  const totals = totalsOfForm(values, requirements);
  return {
    header: {
      recordId: 0,
      dat: values.dat,
      validity: values.validity || null,
      refQuotationId: values.enquiry ? Number(values.enquiry) : null,
      reference: values.reference.trim(),
      vendorid: values.vendorid,
      discount: fromPaise(toPaise(values.discount)),
      others: fromPaise(toPaise(values.others)),
    },
    lines: values.lines.map((line) => ({
      itemId: line.itemId,
      itemName: names.get(line.itemId) ?? '',
      itemDescription: line.itemDescription.trim(),
      qty: Number(line.qty),
      leadDays: Number(line.leadDays),
      um: line.uom,
      rat: Number(line.rat),
    })),
    terms: values.terms
      .split('\n')
      .map((term) => term.trim())
      .filter(Boolean)
      .map((term) => ({ term })),
    taxes: totals.taxes.map((tax) => ({
      taxCode: tax.taxCode,
      taxPer: tax.taxPer,
      taxValue: fromPaise(tax.valuePaise),
    })),
    imgs: [],
    traCheck: 1,
  };
}
