import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { checkoutProblems } from './checkout-rules';

/** The checkout's schema: checkoutProblems (the store checks the same again), each problem beside its field. */
export const checkoutSchema = checkedBy(
  z.object({
    customerName: z.string(),
    phone: z.string(),
    address: z.string(),
    notes: z.string(),
    payment: z.enum(['COD', 'PREPAID']),
    prepaidMode: z.enum(['UPI', 'CARD']),
    payReference: z.string(),
  }),
  (details) =>
    Object.entries(checkoutProblems(details)).flatMap(([field, message]) => (message ? [{ field, message }] : [])),
);
