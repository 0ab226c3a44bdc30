import { closedFolioText } from '../../../modules/frontoffice/folio/domain/folio-rules';
import type { FoSeries } from '../../../modules/frontoffice/domain/fo-numbers';
import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import { logActivity } from '../../core/activity-log';
import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import type { DemoSession } from '../../core/sessions/auth';
import { nextFolioReference, stayOf } from '../fo-store';

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const numberOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;
export const isActive = (row: { active?: unknown }): boolean => row.active !== false;

/** A front office master's stored rows (seeded on first use). */
export async function masterRows(resource: string, companyCode: number): Promise<Record<string, unknown>[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Record<string, unknown>>(resource, companyCode);
}

export const headerOf = (body: Record<string, unknown>): Record<string, unknown> =>
  typeof body.header === 'object' && body.header !== null ? (body.header as Record<string, unknown>) : {};

/** The stay a write names, if it exists and is in house; else the refusal's words. */
export async function inHouseStay(companyCode: number, stayNo: string): Promise<Stay | string> {
  if (!stayNo) return 'Choose the room.';
  const stay = await stayOf(companyCode, stayNo);
  if (!stay) return `There is no check-in ${stayNo}.`;
  return closedFolioText(stay) ?? stay;
}

/**
 * The next number of a front office series on `date`, after every reference of that month on any folio (advances
 * taken at check-in, charges, refunds: whichever area wrote them). Call inside the write queue.
 */
export function nextFolioNumber(companyCode: number, series: FoSeries, date: string): Promise<string> {
  return nextFolioReference(companyCode, series, date);
}

/** The audit trail's row of a front office write. */
export function logFo(
  session: DemoSession,
  action: string,
  subject: string,
  reference: string,
  detail: string,
  before: number | null,
  after: number | null,
): Promise<void> {
  return logActivity(session, { module: 'frontoffice', action, subject, reference, before, after, detail });
}
