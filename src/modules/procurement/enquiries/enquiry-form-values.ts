import { z } from 'zod';
import { isDay } from '../../../lib/format/wire-day';
import type { EnquiryRequirements, EnquirySaveBody } from './enquiry-types';

const quantity = z
  .string()
  .refine((text) => Number(text) > 0 && Number.isFinite(Number(text)), 'Give a quantity above 0.');

/** The enquiry form: date, validity, each supplier ticked with its address, the items, the notes (one a line). */
export const enquirySchema = z.object({
  dat: z.string().refine(isDay, 'Give the enquiry date.'),
  validity: z.string().refine((text) => text === '' || isDay(text), 'Give a date or leave it empty.'),
  suppliers: z
    .array(z.object({ code: z.string(), chosen: z.boolean(), addr: z.string() }))
    .refine((rows) => rows.some((row) => row.chosen), 'Choose at least one supplier.'),
  lines: z
    .array(
      z.object({
        itemId: z.string().min(1, 'Choose an item.'),
        qty: quantity,
        uom: z.string(),
        itemDescription: z.string(),
      }),
    )
    .min(1, 'Add at least one item.'),
  notes: z.string(),
});
export type EnquiryFormValues = z.infer<typeof enquirySchema>;

export const emptyLine = () => ({ itemId: '', qty: '', uom: '', itemDescription: '' });

export function enquiryDefaults(requirements: EnquiryRequirements, today: string): EnquiryFormValues {
  return {
    dat: today,
    validity: '',
    suppliers: requirements.suppliers.map((row) => ({
      code: row.recordid,
      chosen: false,
      addr: requirements.addresses.find((address) => address.recordid === row.recordid)?.addressname ?? '',
    })),
    lines: [emptyLine()],
    notes: requirements.purchasenotes
      .filter((note) => note.chk)
      .map((note) => note.term)
      .join('\n'),
  };
}

/** The contract's `setPurchaseEnquiry` body (create). */
export function toEnquiryBody(values: EnquiryFormValues): EnquirySaveBody {
  const notes = values.notes
    .split('\n')
    .map((note) => note.trim())
    .filter(Boolean);
  return {
    header: { recordId: 0, dat: values.dat, validity: values.validity || null, salesorder: null },
    supps: values.suppliers.filter((row) => row.chosen).map((row) => ({ supcode: row.code, addr: row.addr })),
    lines: values.lines.map((line) => ({
      itemId: line.itemId,
      itemDescription: line.itemDescription.trim(),
      qty: Number(line.qty),
      uom: line.uom || null,
    })),
    notes: notes.length > 0 ? notes.map((note) => ({ note })) : null,
    traCheck: 1,
  };
}
