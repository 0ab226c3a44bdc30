import { format, parseISO, startOfMonth, subDays, subMonths } from 'date-fns';
import { OCCUPANCY_DAYS } from '../../../modules/frontoffice/audit/domain/reports/dashboard-figures';
import type { FoReportSources } from '../../../modules/frontoffice/audit/domain/reports/report-sources';
import type { FoSettings } from '../../../modules/frontoffice/domain/fo-settings';
import { FO_PREFIXES } from '../../../modules/frontoffice/domain/fo-numbers';
import type { FolioLine, Stay } from '../../../modules/frontoffice/domain/stay-types';
import { listRecords, listRecordsByIdPrefix } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import {
  auditsOf,
  cformsOf,
  FO_STORE,
  folioLinesOf,
  foSettingsOf,
  hotelDate,
  openStays,
  reservationsOf,
  roomRows,
  staysOf,
} from '../fo-store';
import { nowStamp } from '../fo-session';

const POST_CHARGES = 'frontoffice.post-charges';

async function chargeHeads(companyCode: number): Promise<Map<string, string>> {
  await ensureSeeded(POST_CHARGES, companyCode);
  const rows = await listRecords<Record<string, unknown>>(POST_CHARGES, companyCode);
  return new Map(rows.map((row) => [String(row.code ?? ''), String(row.name ?? '')]));
}

const roomInfos = (rows: readonly Record<string, unknown>[]) =>
  rows.map((row) => ({
    roomNo: String(row.roomNo ?? ''),
    category: String(row.category ?? ''),
    active: row.active !== false,
    ...(row.status === 'OUT_OF_ORDER' && {
      outOfOrder: { from: String(row.outOfOrderFrom ?? ''), to: String(row.outOfOrderTo ?? '') },
    }),
  }));

/** The stored records the front office reports and dashboard compute from, read once per request. */
export async function foReportSources(companyCode: number): Promise<FoReportSources & { settings: FoSettings }> {
  const [stays, lines, reservations, cforms, audits, rooms, heads, date, settings] = await Promise.all([
    staysOf(companyCode),
    folioLinesOf(companyCode),
    reservationsOf(companyCode),
    cformsOf(companyCode),
    auditsOf(companyCode),
    roomRows(companyCode),
    chargeHeads(companyCode),
    hotelDate(companyCode),
    foSettingsOf(companyCode),
  ]);
  return {
    stays,
    lines,
    reservations,
    cforms,
    audits,
    heads,
    settings,
    hotelDate: date,
    now: nowStamp().slice(0, 16),
    rooms: roomInfos(rooms),
  };
}

/** The stay-number heads ('CHK26-11/') of the months from one before the dashboard's first day to the hotel date's. */
export function dashboardMonths(date: string): string[] {
  const first = startOfMonth(subMonths(subDays(parseISO(date), OCCUPANCY_DAYS - 1), 1));
  const heads: string[] = [];
  for (let month = first; format(month, 'yyyy-MM') <= date.slice(0, 7); month = startOfMonth(subMonths(month, -1)))
    heads.push(`${FO_PREFIXES.stay}${format(month, 'yy-MM')}/`);
  return heads;
}

/**
 * What the dashboard needs, without a year of stays and folio lines: the open stays, and the stays checked in from the
 * month before its 14 days began (with their folio lines: a month's stays' lines are one key range, since every
 * line id starts with its stay number). A guest who left within the 14 days after a stay begun earlier than that
 * is left out of the chart's nights (an index of departures by day in fo-store would lift this), as on the room panel.
 */
export async function foDashboardSources(companyCode: number) {
  const [open, date, reservations, cforms, rooms] = await Promise.all([
    openStays(companyCode),
    hotelDate(companyCode),
    reservationsOf(companyCode),
    cformsOf(companyCode),
    roomRows(companyCode),
  ]);
  const heads = dashboardMonths(date);
  const [recentStays, recentLines] = await Promise.all([
    Promise.all(heads.map((head) => listRecordsByIdPrefix<Stay>(FO_STORE.stays, companyCode, head))),
    Promise.all(heads.map((head) => listRecordsByIdPrefix<FolioLine>(FO_STORE.folioLines, companyCode, head))),
  ]);
  const recent = new Set(recentStays.flat().map((stay) => stay.stayNo));
  const older = open.filter((stay) => !recent.has(stay.stayNo));
  const olderLines = await Promise.all(older.map((stay) => folioLinesOf(companyCode, stay.stayNo)));
  return {
    stays: [...recentStays.flat(), ...older],
    lines: [...recentLines.flat(), ...olderLines.flat()],
    reservations,
    cforms,
    hotelDate: date,
    rooms: roomInfos(rooms),
  };
}
