import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { InvoiceFormValues, invoiceFormSchema } from './invoice-schema';
import { DEFAULT_VAT, type Invoice, type InvoiceParty } from './invoice-types';

/** The invoice form as its parts see it. */
export type InvoiceFormApi = UseFormReturn<InvoiceFormValues, unknown, z.output<typeof invoiceFormSchema>>;

/** The id of a field's control, e.g. 'invoice-items-0-unit'. */
export const fieldId = (name: string) => `invoice-${name.replace(/\./g, '-')}`;

/** An empty item row: one of nothing yet. */
export const emptyItem = (): InvoiceFormValues['items'][number] => ({ name: '', unit: '1', unitPrice: '' });

/** A new invoice's starting values: pending, dated today, in rupees at the sample VAT, billed from the company. */
export function newInvoiceValues(today: string, billFrom: InvoiceParty): InvoiceFormValues {
  return {
    orderNumber: '',
    orderStatus: 'Pending',
    orderDate: today,
    currency: 'INR',
    vat: String(DEFAULT_VAT),
    billFrom: { ...billFrom },
    billTo: { name: '', address: '' },
    items: [emptyItem()],
  };
}

/** A saved invoice as the form shows it. */
export function toFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    orderNumber: invoice.orderNumber,
    orderStatus: invoice.orderStatus,
    orderDate: invoice.orderDate,
    currency: invoice.currency,
    vat: String(invoice.vat),
    billFrom: { ...invoice.billFrom },
    billTo: { ...invoice.billTo },
    items: invoice.items.map((item) => ({
      name: item.name,
      unit: String(item.unit),
      unitPrice: String(item.unitPrice),
    })),
  };
}

/** The checked form output with its id: the whole invoice the server receives. */
export function toInvoice(id: string, values: z.output<typeof invoiceFormSchema>): Invoice {
  return {
    id,
    ...values,
    billFrom: { ...values.billFrom },
    billTo: { ...values.billTo },
    items: values.items.map((item) => ({ ...item })),
  };
}
