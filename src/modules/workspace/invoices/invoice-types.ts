/** The order states an invoice moves through (spec section 3). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The currencies an invoice may be written in (all with two decimals). */
export const INVOICE_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

/** The VAT percent a new invoice starts with (the spec's sample). */
export const DEFAULT_VAT = 10;

/** A party on the invoice: who bills and who is billed. */
export interface InvoiceParty {
  name: string;
  /** Several lines, separated by '\n'. */
  address: string;
}

/**
 * One line: `unit` is the quantity (up to 3 decimals), `unitPrice` the price of one in the invoice's currency (2
 * decimals).
 */
export interface InvoiceItem {
  name: string;
  unit: number;
  unitPrice: number;
}

/** An invoice as GET/PUT/POST /api/invoices carry it (amounts in currency units, dates 'yyyy-MM-dd'). */
export interface Invoice {
  /** 5 letters or digits, generated on the client when the invoice is new. */
  id: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  orderDate: string;
  currency: InvoiceCurrency;
  /** Percent, e.g. 10. */
  vat: number;
  billFrom: InvoiceParty;
  billTo: InvoiceParty;
  items: InvoiceItem[];
}
