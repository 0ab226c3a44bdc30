import { format, parseISO, subDays } from 'date-fns';
import type {
  Invoice,
  InvoiceCurrency,
  InvoiceItem,
  InvoiceParty,
  OrderStatus,
} from '../../../modules/workspace/invoices/invoice-types';
import type { SessionAddress } from '../../../lib/session/session-types';

type Row = readonly [
  id: string,
  orderNumber: string,
  status: OrderStatus,
  daysAgo: number,
  currency: InvoiceCurrency,
  billTo: InvoiceParty,
  items: InvoiceItem[],
];

const ROWS: readonly Row[] = [
  [
    'K7P2M',
    'ORD-24017',
    'Delivered',
    52,
    'INR',
    { name: 'Meera Iyer', address: '14, 2nd Cross, Indiranagar\nBengaluru 560038\nKarnataka' },
    [
      { name: 'Office chairs, mesh back', unit: 6, unitPrice: 7450 },
      { name: 'Installation and assembly', unit: 1, unitPrice: 1200 },
    ],
  ],
  [
    'R4X9A',
    'ORD-24021',
    'Delivered',
    41,
    'INR',
    { name: 'Arjun Mehta Traders', address: '221, Ashram Road, Navrangpura\nAhmedabad 380009\nGujarat' },
    [
      { name: 'A4 copier paper, ream', unit: 40, unitPrice: 289.5 },
      { name: 'Toner cartridge 88A', unit: 4, unitPrice: 2350 },
      { name: 'Spiral binding, per book', unit: 120, unitPrice: 18.75 },
    ],
  ],
  [
    'T2B8Q',
    'ORD-24033',
    'Processing',
    19,
    'USD',
    { name: 'Kavya Raman, Horizon Health LLC', address: '1180 Peachtree St NE\nAtlanta, GA 30309\nUnited States' },
    [
      { name: 'Tele-consultation hours', unit: 12.5, unitPrice: 45 },
      { name: 'Medical report translation', unit: 3, unitPrice: 80 },
    ],
  ],
  [
    'W6N3C',
    'ORD-24036',
    'Pending',
    12,
    'INR',
    { name: 'Sanjay Kulkarni', address: 'Flat 7B, Lakeview Apartments, Kothrud\nPune 411038\nMaharashtra' },
    [
      { name: 'Split air conditioner 1.5 ton', unit: 2, unitPrice: 38990 },
      { name: 'Copper piping, metre', unit: 7.5, unitPrice: 640 },
    ],
  ],
  [
    'H9D5L',
    'ORD-24040',
    'Processing',
    8,
    'INR',
    { name: 'Lakshmi Narayanan & Sons', address: '45, Usman Road, T. Nagar\nChennai 600017\nTamil Nadu' },
    [
      { name: 'Basmati rice, kg', unit: 25, unitPrice: 132.4 },
      { name: 'Cold-pressed groundnut oil, litre', unit: 15, unitPrice: 265 },
      { name: 'Delivery charge', unit: 1, unitPrice: 350 },
    ],
  ],
  [
    'M3F7V',
    'ORD-24044',
    'Pending',
    5,
    'USD',
    {
      name: 'Rohan Kapoor, Kapoor Exports Inc.',
      address: '350 Fifth Avenue, Suite 4810\nNew York, NY 10118\nUnited States',
    },
    [
      { name: 'Hand-block printed cotton stoles', unit: 60, unitPrice: 14.25 },
      { name: 'Export packing and documentation', unit: 1, unitPrice: 95 },
    ],
  ],
  [
    'Z8G1S',
    'ORD-24047',
    'Delivered',
    3,
    'INR',
    { name: 'Priya Banerjee', address: '12/1, Gariahat Road, Ballygunge\nKolkata 700019\nWest Bengal' },
    [
      { name: 'Annual maintenance contract, laptops', unit: 1, unitPrice: 18500 },
      { name: 'SSD upgrade 512 GB', unit: 3, unitPrice: 3899 },
    ],
  ],
  [
    'C5J4Y',
    'ORD-24050',
    'Pending',
    1,
    'INR',
    { name: 'Vikram Singh Rathore', address: 'B-17, Shastri Nagar\nJaipur 302016\nRajasthan' },
    [
      { name: 'Digital BP monitor', unit: 10, unitPrice: 1749 },
      { name: 'Pulse oximeter', unit: 10, unitPrice: 899.99 },
    ],
  ],
];

/** A company's eight starting invoices, dated up to `today` ('yyyy-MM-dd'), billed from the company itself. */
export function seedInvoices(company: string, addr: SessionAddress, today: string): Invoice[] {
  const billFrom: InvoiceParty = {
    name: company,
    address: [addr.address, `${addr.city} ${addr.zip}`, addr.stat].filter((line) => line.trim() !== '').join('\n'),
  };
  return ROWS.map(([id, orderNumber, orderStatus, daysAgo, currency, billTo, items]) => ({
    id,
    orderNumber,
    orderStatus,
    orderDate: format(subDays(parseISO(today), daysAgo), 'yyyy-MM-dd'),
    currency,
    vat: 10,
    billFrom: { ...billFrom },
    billTo: { ...billTo },
    items: items.map((item) => ({ ...item })),
  }));
}
