import { wireDay } from '../../lib/format/wire-day';
import { member } from '../core/body-members';
import type { DemoSession } from '../core/sessions/auth';
import { supplierAddresses } from './enquiry-access';
import { requestMasterData } from './request-masters';

/** Text as a body sends it, trimmed; a number as its digits; '' for anything else. */
export const bodyText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A list as a body sends it; [] for anything else. */
export const bodyList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * What creating an enquiry or a quotation reads first: the body's header and its date ('' when none is given), the
 * requirement masters, every supplier address, and all the company's documents of that kind so far.
 */
export async function purchaseSaveStart<D>(
  { companyCode }: DemoSession,
  body: unknown,
  documents: (companyCode: number) => Promise<D[]>,
) {
  const header = member(body, 'header');
  const [{ lists }, addresses, all] = await Promise.all([
    requestMasterData(companyCode),
    supplierAddresses(companyCode),
    documents(companyCode),
  ]);
  return { header, dat: wireDay(member(header, 'dat')) ?? '', lists, addresses, all };
}
