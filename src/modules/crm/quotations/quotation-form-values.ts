import { z } from 'zod';
import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { isQuantity } from '../../../lib/quantity/quantity';
import { saleBillFigures, type SaleBillFigures } from '../domain/sale-pricing';
import type { CrmQuotationAnswer, QuotationRequirements, QuotationSaveBody } from './quotation-types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const number = (test: (value: number) => boolean, message: string) =>
  z.string().refine((text) => text.trim() !== '' && Number.isFinite(Number(text)) && test(Number(text)), message);

export const quotationSchema = z
  .object({
    partyId: z.string(),
    dat: z.string().regex(DAY, 'Give the quotation date.'),
    validity: z.string().regex(DAY, 'Give the date the quotation is valid until.'),
    refEmployee: z.string().min(1, 'Choose the sales person.'),
    quotationstatus: z.string().max(60, 'At most 60 characters.'),
    lines: z
      .array(
        z.object({
          itemId: z.string().min(1, 'Choose an item.'),
          itemDescription: z.string().max(200, 'At most 200 characters.'),
          qty: number((value) => value > 0 && isQuantity(value), 'Give a quantity above 0, at most three decimals.'),
          rat: number((value) => value >= 0 && isRupeeAmount(value), 'Give the rate in rupees, at most two decimals.'),
          discPer: number(
            (value) => value >= 0 && value <= 100 && isRupeeAmount(value),
            'Give a discount from 0 to 100 %.',
          ),
          taxId: z.string(),
          leadDays: number((value) => value >= 0 && Number.isInteger(value), 'Give whole days, 0 or more.'),
        }),
      )
      .min(1, 'Add at least one item.'),
    others: z
      .string()
      .refine(
        (text) => text.trim() === '' || (Number(text) >= 0 && isRupeeAmount(Number(text))),
        'Give the other charges in rupees, at most two decimals.',
      ),
    terms: z.string(),
  })
  .refine((values) => !DAY.test(values.validity) || values.validity >= values.dat, {
    path: ['validity'],
    message: 'The validity cannot be before the quotation date.',
  });
export type QuotationFormValues = z.infer<typeof quotationSchema>;
export type QuotationFormLine = QuotationFormValues['lines'][number];

export const emptyLine = (): QuotationFormLine => ({
  itemId: '',
  itemDescription: '',
  qty: '',
  rat: '',
  discPer: '0',
  taxId: '',
  leadDays: '0',
});

const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A new quotation (30 days' validity; from a lead, its party and owner) or the saved one to modify. */
export function quotationDefaults(
  requirements: QuotationRequirements,
  saved: CrmQuotationAnswer | null,
): QuotationFormValues {
  if (saved) {
    const { header } = saved;
    return {
      partyId: header.partyId ?? '',
      dat: header.dat,
      validity: header.validity,
      refEmployee: header.refEmployee ?? '',
      quotationstatus: header.quotationstatus,
      others: header.others ? String(header.others) : '',
      lines: saved.lines.map((line) => ({
        itemId: line.itemId,
        itemDescription: line.itemDescription,
        qty: String(line.qty),
        rat: String(line.rat),
        discPer: String(line.discPer),
        taxId: line.taxId,
        leadDays: String(line.leadDays),
      })),
      terms: saved.terms.map((term) => term.term).join('\n'),
    };
  }
  const lead = requirements.lead;
  const owner = lead && requirements.employees.some((row) => row.recordId === lead.owner) ? lead.owner : '';
  return {
    partyId: lead?.partyId ?? '',
    dat: requirements.dat,
    validity: plusDays(requirements.dat, 30),
    refEmployee: owner,
    quotationstatus: '',
    lines: [emptyLine()],
    others: '',
    terms: requirements.terms.map((term) => term.term).join('\n'),
  };
}

const safe = (text: string) => (Number.isFinite(Number(text)) && Number(text) > 0 ? Number(text) : 0);
const safeRate = (text: string) =>
  Number.isFinite(Number(text)) && Number(text) >= 0 && isRupeeAmount(Number(text)) ? Number(text) : 0;

/** The figures of what is typed so far (unreadable numbers count as 0). */
export function formFigures(
  values: Pick<QuotationFormValues, 'lines' | 'others'>,
  requirements: QuotationRequirements,
): SaleBillFigures {
  const lines = values.lines.map((line) => ({
    qty: Math.round(safe(line.qty) * 1000) / 1000,
    rat: safeRate(line.rat),
    discPer: Math.min(100, safeRate(line.discPer)),
    taxId: line.taxId,
  }));
  return saleBillFigures(lines, requirements.taxesdet, toPaise(safeRate(values.others)));
}

/**
 * The `setCRMQuotation` body: create (1) or modify (2) `recordId`; the lead quoted rides as `enquiryno`. A line's tax
 * group goes as its taxes (`lineId`), as the server keeps them.
 */
export function toQuotationBody(
  values: QuotationFormValues,
  requirements: QuotationRequirements,
  saved: CrmQuotationAnswer | null,
): QuotationSaveBody {
  const names = new Map(requirements.materials.map((item) => [item.itemid, item]));
  const figures = formFigures(values, requirements);
  const lead = saved ? null : requirements.lead;
  const party = requirements.suppliers.find((row) => row.recordId === values.partyId);
  return {
    header: {
      recordId: saved?.header.recordId ?? 0,
      dat: values.dat,
      partyId: values.partyId || null,
      partyName: party?.partyName ?? saved?.header.partyName ?? lead?.company ?? '',
      enquiryno: saved ? saved.header.enquiryno : (lead?.id ?? null),
      telecallingno: saved?.header.telecallingno ?? null,
      quotationstatus: values.quotationstatus.trim(),
      refEmployee: values.refEmployee || null,
      validity: values.validity,
      others: fromPaise(toPaise(values.others)),
    },
    lines: values.lines.map((line) => ({
      itemId: line.itemId,
      itemName: names.get(line.itemId)?.itemname ?? '',
      itemDescription: line.itemDescription.trim(),
      qty: Number(line.qty),
      leadDays: Number(line.leadDays),
      discPer: Number(line.discPer),
      um: names.get(line.itemId)?.um ?? '',
      rat: Number(line.rat),
    })),
    terms: values.terms
      .split('\n')
      .map((term) => term.trim())
      .filter(Boolean)
      .map((term) => ({ term })),
    taxes: figures.lines.flatMap((line, index) =>
      line.taxes.map((tax) => ({
        taxCode: tax.taxCode,
        taxPer: tax.taxPer,
        taxValue: fromPaise(tax.valuePaise),
        lineId: index + 1,
      })),
    ),
    traCheck: saved ? 2 : 1,
  };
}
