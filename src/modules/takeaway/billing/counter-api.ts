import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { CounterCustomer, CounterCustomerAnswer, CounterExtras } from '../domain/counter-types';
import { TAKEAWAY_BOOK, TAKEAWAY_COUNTER_ENDPOINTS as COUNTER } from '../domain/takeaway-book';

const KEY = TAKEAWAY_BOOK.key;
const PHONE = /^[6-9]\d{9}$/;

/** A phone as typed, as the master keeps it: its last ten digits. */
export const phoneDigits = (typed: string): string => typed.replace(/\D/g, '').slice(-10);
export const isPhone = (typed: string): boolean => PHONE.test(phoneDigits(typed));

/** The counter's happy hours, their price lists' rates and the offers (masters: kept a few minutes, like the menu). */
export const useCounterExtras = () =>
  useQuery({
    queryKey: [KEY, 'extras'],
    queryFn: () => dataProvider.report<CounterExtras>(COUNTER.extras, {}),
    staleTime: 5 * 60_000,
  });

const customerKey = (phone: string) => [KEY, 'customer', phone];
const customerOf = (phone: string) =>
  dataProvider
    .report<CounterCustomerAnswer>(COUNTER.customerByPhone, { detail: phone })
    .then((answer) => answer.customer);

/**
 * The order's customer by phone with their orders and offers had (for the offers), refreshed by every delivered bill.
 */
export const useCounterCustomer = (phone: string) =>
  useQuery({ queryKey: customerKey(phone), queryFn: () => customerOf(phone), enabled: PHONE.test(phone) });

/** Finds the customer with this phone now (null: none yet), keeping the answer for the order's offers. */
export function useFindCustomer() {
  const queryClient = useQueryClient();
  return (phone: string): Promise<CounterCustomer | null> =>
    queryClient.fetchQuery({ queryKey: customerKey(phone), queryFn: () => customerOf(phone), staleTime: 0 });
}

/**
 * Makes a customer at the counter (the phone's customer when there is one already), and remembers them for their phone.
 */
export function useAddCustomer() {
  const queryClient = useQueryClient();
  return async (customer: { name: string; mobile: string; address: string }, key: string): Promise<CounterCustomer> => {
    const answer = await dataProvider.write(COUNTER.saveCustomer, { customer }, key);
    const made = answer.customer as CounterCustomer;
    queryClient.setQueryData(customerKey(made.mobile), made);
    return made;
  };
}
