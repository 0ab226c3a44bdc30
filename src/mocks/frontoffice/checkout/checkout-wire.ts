import { isRupeeAmount } from '../../../lib/money/money';
import {
  TENDER_MODES,
  type Settlement,
  type Tender,
  type TenderMode,
} from '../../../modules/frontoffice/checkout/domain/checkout-types';
import { logActivity } from '../../core/activity-log';
import type { DemoSession } from '../../core/sessions/auth';

/** A text field of a request body ('' when absent). */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isTenderMode = (value: unknown): value is TenderMode =>
  typeof value === 'string' && (TENDER_MODES as readonly string[]).includes(value);
const amountOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && isRupeeAmount(value) ? value : null;

/** The settle call's body read as a Settlement, or the refusal naming what is malformed. */
export function settlementOf(body: Record<string, unknown>): { stayNo: string; settlement: Settlement } | string {
  const header = isObject(body.header) ? body.header : {};
  const stayNo = text(header.stayNo);
  if (!stayNo) return 'Choose the stay to check out.';
  const rawLines = Array.isArray(body.lines) ? body.lines : [];
  const tenders: Tender[] = [];
  for (const [index, raw] of rawLines.entries()) {
    const row = isObject(raw) ? raw : {};
    const amount = amountOf(row.amount);
    if (!isTenderMode(row.mode)) return `Tender ${index + 1}: choose cash, card or UPI.`;
    if (amount === null) return `Tender ${index + 1}: enter the amount in rupees with at most two decimals.`;
    tenders.push({ mode: row.mode, amount, reference: text(row.reference) });
  }
  const companyAmount =
    header.companyAmount === undefined || header.companyAmount === null ? 0 : amountOf(header.companyAmount);
  if (companyAmount === null) return 'Enter the amount billed to the company in rupees with at most two decimals.';
  return { stayNo, settlement: { tenders, company: text(header.company), companyAmount } };
}

/** One row of the activity log (module 'frontoffice'). */
export const logFo = (
  session: DemoSession,
  action: string,
  subject: string,
  reference: string,
  detail: string,
  after: number | null = null,
) => logActivity(session, { module: 'frontoffice', action, subject, reference, after, detail });
