import type { DemoSession } from '../core/sessions/auth';
import { logActivity } from '../core/activity-log';
import { readRecord, writeRecord } from '../core/record-store';
import { holdersOn } from '../../modules/hostels/domain/occupancy';
import type { HostelAllocation } from '../../modules/hostels/domain/allocation-types';
import { MASTER, str } from './hostel-masters';

/** One activity-log row of the hostels (Accounts, Activity log shows them). */
export function logHostel(
  session: DemoSession,
  action: string,
  subject: string,
  reference: string,
  detail: string,
  amount: number | null = null,
) {
  return logActivity(session, { module: 'hostels', action, subject, reference, after: amount, detail });
}

/** The header object of a write (`{ header }`), or {}. */
export function headerOf(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.header === 'object' && body.header !== null ? (body.header as Record<string, unknown>) : {};
}

export const text = (value: unknown) => str(value).trim();

/**
 * Keeps the rooms master's status as the beds stand today: FULL when every bed is held, else AVAILABLE (a room
 * under maintenance stays so: that is the master's own choice).
 */
export async function syncRoomStatus(
  companyCode: number,
  roomCodes: Iterable<string>,
  allocations: readonly HostelAllocation[],
  today: string,
): Promise<void> {
  const held = holdersOn(allocations, today);
  for (const code of new Set(roomCodes)) {
    const row = await readRecord<Record<string, unknown>>(MASTER.rooms, companyCode, code);
    if (!row || row.status === 'MAINTENANCE') continue;
    const beds = Number(row.beds) || 0;
    const full =
      beds > 0 && Array.from({ length: beds }, (_, index) => `${code}/B${index + 1}`).every((bedId) => held.has(bedId));
    const status = full ? 'FULL' : 'AVAILABLE';
    if (row.status !== status) await writeRecord(MASTER.rooms, companyCode, code, { ...row, status });
  }
}
