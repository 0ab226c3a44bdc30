import type { ShopPayment, ShopPrepaidMode } from '../../../kits/storefront/store-types';

export interface CheckoutDetails {
  customerName: string;
  phone: string;
  address: string;
  notes: string;
  payment: ShopPayment;
  prepaidMode: ShopPrepaidMode;
  payReference: string;
}

export type CheckoutProblems = Partial<Record<keyof CheckoutDetails, string>>;

export const EMPTY_DETAILS: CheckoutDetails = {
  customerName: '',
  phone: '',
  address: '',
  notes: '',
  payment: 'COD',
  prepaidMode: 'UPI',
  payReference: '',
};

/** The checkout's problems, by field, before anything is sent (the store checks the same again). */
export function checkoutProblems(details: CheckoutDetails): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (!details.customerName.trim()) problems.customerName = 'Enter your name.';
  else if (details.customerName.trim().length > 60) problems.customerName = 'Keep your name within 60 characters.';
  if (!/^\d{10}$/.test(details.phone.replace(/[\s-]/g, ''))) problems.phone = 'Enter a phone number of 10 digits.';
  if (!details.address.trim()) problems.address = 'Enter the delivery address.';
  else if (details.address.trim().length > 200) problems.address = 'Keep the address within 200 characters.';
  if (details.notes.trim().length > 200) problems.notes = 'Keep the note within 200 characters.';
  if (details.payment === 'PREPAID' && !/^[A-Za-z0-9/-]{6,40}$/.test(details.payReference.trim())) {
    problems.payReference = `Enter the ${details.prepaidMode === 'CARD' ? 'card' : 'UPI'} reference of your payment (6 to 40 letters or digits).`;
  }
  return problems;
}
