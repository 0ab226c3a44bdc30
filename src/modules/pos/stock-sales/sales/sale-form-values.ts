import { z } from 'zod';
import { isRupeeAmount, toPaise } from '../../../../lib/money/money';
import { isQuantity } from '../../../../lib/quantity/quantity';
import { invoiceFigures, type InvoiceFigures } from '../domain/invoice-figures';
import { lotProblems } from '../domain/lot-stock';
import { lineTaxParts } from '../domain/sale-type-rules';
import type { SaleRequirements } from '../domain/sale-requirements';
import type { SaleBody } from './sale-api';

const number = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

const lineSchema = z.object({
  itemId: z.string().min(1, 'Choose the item'),
  gin: z.string().min(1, 'Choose the batch'),
  qty: z
    .string()
    .refine((text) => number(text) > 0, 'Enter a quantity above zero')
    .refine((text) => isQuantity(number(text)), 'At most three decimals'),
  rat: z
    .string()
    .refine((text) => number(text) >= 0, 'Enter the rate')
    .refine((text) => isRupeeAmount(number(text)), 'At most two decimals'),
  discPer: z
    .string()
    .refine((text) => text.trim() === '' || (number(text) >= 0 && number(text) <= 100), 'From 0 to 100'),
  taxCode: z.string(),
  refSoid: z.string(),
  refSoLine: z.string(),
});

export const saleSchema = z.object({
  partyId: z.string().min(1, 'Choose the customer'),
  saleType: z.string().min(1, 'Choose the sale type'),
  store: z.string().min(1, 'Choose the store the goods go out of'),
  agent: z.string(),
  employee: z.string(),
  remarks: z.string().max(200),
  advance: z
    .string()
    .refine(
      (text) => text.trim() === '' || (number(text) >= 0 && isRupeeAmount(number(text))),
      'Enter an amount of zero or more with at most two decimals',
    ),
  lines: z.array(lineSchema).min(1, 'Add at least one line'),
});

export type SaleValues = z.input<typeof saleSchema>;
export type SaleLineValues = SaleValues['lines'][number];

export const EMPTY_SALE: SaleValues = {
  partyId: '',
  saleType: '',
  store: '',
  agent: '',
  employee: '',
  remarks: '',
  advance: '',
  lines: [],
};

export const emptyLine = (line: Partial<SaleLineValues> = {}): SaleLineValues => ({
  itemId: '',
  gin: '',
  qty: '',
  rat: '',
  discPer: '',
  taxCode: '',
  refSoid: '',
  refSoLine: '',
  ...line,
});

const orZero = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));
const orNull = (text: string) => (text === '' ? null : Number(text));

/** The body SetSale takes: every line out of the invoice's store. */
export function toSaleBody(values: SaleValues): SaleBody {
  return {
    header: {
      saleType: values.saleType,
      partyId: values.partyId,
      agent: values.agent,
      employee: values.employee,
      remarks: values.remarks.trim(),
      advance: orZero(values.advance),
    },
    lines: values.lines.map((line) => ({
      store: values.store,
      itemId: line.itemId,
      gin: line.gin,
      qty: Number(line.qty),
      rat: Number(line.rat),
      discPer: orZero(line.discPer),
      taxCode: line.taxCode,
      refSoid: orNull(line.refSoid),
      refSoLine: orNull(line.refSoLine),
    })),
  };
}

/**
 * The invoice's figures as typed so far (lines not yet readable count as nothing), with the same rule the server prices
 * by.
 */
export function figuresOf(values: SaleValues, requirements: SaleRequirements): InvoiceFigures {
  const saleType = requirements.saltypes.find((type) => type.code === values.saleType) ?? { taxable: true };
  return invoiceFigures(
    values.lines.map((line) => {
      const qty = number(line.qty);
      const rate = number(line.rat);
      const readable = qty > 0 && isQuantity(qty) && rate >= 0 && isRupeeAmount(rate);
      const discPer = orZero(line.discPer);
      return {
        qty: readable ? qty : 0,
        rate: readable ? toPaise(rate) : 0,
        discPer: discPer >= 0 && discPer <= 100 ? discPer : 0,
        taxParts: lineTaxParts(
          saleType,
          requirements.taxes.find((tax) => tax.code === line.taxCode),
        ),
      };
    }),
  );
}

/** What the store's batches cannot give, by line index (the same rule the server refuses by). */
export function stockProblemsOf(values: SaleValues, requirements: SaleRequirements): Map<number, string> {
  const demands = values.lines.flatMap((line, index) => {
    const item = requirements.items.find((row) => row.itemid === line.itemId);
    const qty = number(line.qty);
    return item && line.gin && qty > 0
      ? [
          {
            line: index,
            itemId: item.itemid,
            itemName: item.itemname,
            um: item.um,
            store: values.store,
            gin: line.gin,
            qty,
          },
        ]
      : [];
  });
  return new Map(
    lotProblems(demands, requirements.lots, requirements.dat).map((problem) => [problem.line, problem.message]),
  );
}
