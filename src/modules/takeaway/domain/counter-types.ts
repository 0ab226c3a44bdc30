import type { CustomerOffer, OfferCustomer } from './customer-offer-types';
import type { HappyHourRule } from './happy-hour';

/** What the counter needs besides the engine's requirements (GetCounterExtras). */
export interface CounterExtras {
  /** The active happy hours (the counter picks the one for each line by the order's start). */
  happyHours: HappyHourRule[];
  /** The rates of the price lists happy hours price by, in force today: list → outlet → item → rupees before tax. */
  happyHourRates: Record<string, Record<string, Record<string, number>>>;
  /** The active customer offers not yet expired (an offer that has not started is judged and refused by its date). */
  offers: CustomerOffer[];
}

/** A customer as the counter knows them: the master's code, name, phone and address, and what the offers need. */
export interface CounterCustomer extends OfferCustomer {
  name: string;
  mobile: string;
  address: string;
}

/** GetCounterCustomer's answer: the customer with that phone, or null (the counter then offers to create one). */
export interface CounterCustomerAnswer {
  customer: CounterCustomer | null;
}
