import type { FieldOption } from '../../../engine/resource';

/** The list of enquiries' choice, sent as `recordId` (contract 03 section 11: 1 all, 2 pending, 3 expired). */
export const ENQUIRY_SHOW = { all: 1, pending: 2, expired: 3 } as const;

export const ENQUIRY_SHOW_OPTIONS: readonly FieldOption[] = [
  { value: String(ENQUIRY_SHOW.all), label: 'All' },
  { value: String(ENQUIRY_SHOW.pending), label: 'Pending' },
  { value: String(ENQUIRY_SHOW.expired), label: 'Expired' },
];

export type EnquiryReply = 'Quoted' | 'Pending' | 'Expired';

/**
 * Where an enquiry stands with its supplier. The contract names the choices but not their meaning; the enquiry keeps
 * only its reply-by day (`validity`) and the quotations that name it, so: quoted once a quotation (not cancelled)
 * names it; else pending up to and on its reply-by day, expired after it. One without a reply-by day stays pending.
 */
export function enquiryReply(validity: string | null, quoted: boolean, today: string): EnquiryReply {
  if (quoted) return 'Quoted';
  return validity && validity.slice(0, 10) < today ? 'Expired' : 'Pending';
}

/** Does the choice (`recordId`) show an enquiry that stands so? 2 the pending, 3 the expired, anything else all. */
export function shownBy(show: number, reply: EnquiryReply): boolean {
  if (show === ENQUIRY_SHOW.pending) return reply === 'Pending';
  if (show === ENQUIRY_SHOW.expired) return reply === 'Expired';
  return true;
}
