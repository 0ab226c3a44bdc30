import type { FoReportSources } from '../../../modules/frontoffice/audit/domain/reports/report-sources';
import type { FoSettings } from '../../../modules/frontoffice/domain/fo-settings';
import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { auditsOf, cformsOf, folioLinesOf, foSettingsOf, hotelDate, reservationsOf, roomRows, staysOf } from '../fo-store';
import { nowStamp } from '../fo-session';

const POST_CHARGES = 'frontoffice.post-charges';

async function chargeHeads(companyCode: number): Promise<Map<string, string>> {
  await ensureSeeded(POST_CHARGES, companyCode);
  const rows = await listRecords<Record<string, unknown>>(POST_CHARGES, companyCode);
  return new Map(rows.map((row) => [String(row.code ?? ''), String(row.name ?? '')]));
}

/** The stored records the front office reports and dashboard compute from, read once per request. */
export async function foReportSources(companyCode: number): Promise<FoReportSources & { settings: FoSettings }> {
  const [stays, lines, reservations, cforms, audits, rooms, heads, date, settings] = await Promise.all([
    staysOf(companyCode), folioLinesOf(companyCode), reservationsOf(companyCode), cformsOf(companyCode), auditsOf(companyCode), roomRows(companyCode),
    chargeHeads(companyCode), hotelDate(companyCode), foSettingsOf(companyCode),
  ]);
  return {
    stays, lines, reservations, cforms, audits, heads, settings, hotelDate: date, now: nowStamp().slice(0, 16),
    rooms: rooms.map((row) => ({ roomNo: String(row.roomNo ?? ''), category: String(row.category ?? ''), active: row.active !== false })),
  };
}
