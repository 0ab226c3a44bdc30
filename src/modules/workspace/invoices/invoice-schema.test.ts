import { invoiceFormSchema, invoiceSchema, problemsByPath, type InvoiceFormValues } from './invoice-schema';
import type { Invoice } from './invoice-types';

const invoice: Invoice = {
  id: 'Ab3dE',
  orderNumber: 'ORD-1',
  orderStatus: 'Pending',
  orderDate: '2026-02-28',
  currency: 'INR',
  vat: 10,
  billFrom: { name: 'Sanjeevani', address: 'Pune' },
  billTo: { name: 'Meera Iyer', address: 'Chennai' },
  items: [{ name: 'Gauze', unit: 2.5, unitPrice: 199.99 }],
};

describe('invoiceSchema (the server)', () => {
  it('accepts a whole invoice and trims its text', () => {
    expect(invoiceSchema.parse({ ...invoice, orderNumber: ' ORD-1 ' })).toEqual(invoice);
  });

  it('names each broken field by its path', () => {
    const result = invoiceSchema.safeParse({
      ...invoice,
      id: 'AB-12',
      orderStatus: 'Lost',
      orderDate: '2026-02-30',
      vat: 101,
      billTo: { name: ' ', address: 'x' },
      items: [{ name: 'Gauze', unit: 0.0001, unitPrice: 0 }],
    });
    expect(result.success).toBe(false);
    expect(problemsByPath(result.error!)).toEqual({
      id: 'The id is 5 letters or digits.',
      orderStatus: 'Choose Pending, Processing or Delivered.',
      orderDate: 'Give a valid date.',
      vat: 'Give a VAT percent from 0 to 100.',
      'billTo.name': 'Give the name of the buyer.',
      'items.0.unit': 'At most 3 decimals.',
      'items.0.unitPrice': 'Give a price above 0.',
    });
  });

  it('wants at least one item', () => {
    expect(problemsByPath(invoiceSchema.safeParse({ ...invoice, items: [] }).error!)).toEqual({
      items: 'Add at least one item.',
    });
  });
});

describe('invoiceFormSchema (the form)', () => {
  const values: InvoiceFormValues = {
    ...invoice,
    vat: '10',
    items: [{ name: 'Gauze', unit: '2.5', unitPrice: '199.99' }],
  };

  it('reads the typed numbers', () => {
    expect({ id: invoice.id, ...invoiceFormSchema.parse(values) }).toEqual(invoice);
  });

  it('says what is missing or wrong in the item rows', () => {
    const result = invoiceFormSchema.safeParse({
      ...values,
      vat: '',
      items: [{ name: '', unit: '-1', unitPrice: '1.234' }],
    });
    expect(problemsByPath(result.error!)).toEqual({
      vat: 'Give the VAT percent (0 for none).',
      'items.0.name': 'Give the item name.',
      'items.0.unit': 'Give a quantity above 0.',
      'items.0.unitPrice': 'Enter an amount with at most two decimals',
    });
  });
});
