// The hotel benchmark's backend figures: a 300-room hotel with a year of stays (bench/hotel-data.ts)
// written into the demo backend's IndexedDB; then through its own handlers (msw getResponse): the room panel's
// answer, a 500-line folio, the night audit's preview and its run posting 300 rooms' nights with their vouchers.
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { serverToday } from '../src/mocks/core/server-dates';
import { ledgerEntries } from '../src/mocks/core/accounting/ledger-store';
import { FO_STORE } from '../src/mocks/frontoffice/fo-store';
import { AUDIT_ENDPOINTS } from '../src/modules/frontoffice/audit/domain/audit-types';
import { FO_SHARED_ENDPOINTS } from '../src/modules/frontoffice/domain/shared-endpoints';
import type { Folio } from '../src/modules/frontoffice/domain/stay-types';
import { PANEL_ENDPOINTS } from '../src/modules/frontoffice/panel/domain/panel-types';
import type { PanelData } from '../src/modules/frontoffice/panel/domain/panel-types';
import { call, median } from './pos-backend-bench';
import { benchHotel } from './hotel-data';

export const HOTEL = 1001;

/** Writes the bench hotel into a fresh demo database (marked seeded, so no demo seed runs over it). */
async function seedHotel(today: string) {
  await resetDemoDb();
  const hotel = benchHotel(today);
  const db = await getDemoDb();
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  const put = (resource: string, id: string, data: object) =>
    void records.put({ resource, companyCode: HOTEL, id, data: { ...data } }, recordKey(resource, HOTEL, id));
  for (const room of hotel.rooms) put(FO_STORE.rooms, room.roomNo, room);
  for (const stay of hotel.stays) put(FO_STORE.stays, stay.stayNo, stay);
  for (const line of hotel.lines) put(FO_STORE.folioLines, line.id, line);
  put('frontoffice.stay-index', 'open', { stayNos: hotel.open.map((stay) => stay.stayNo) });
  put(FO_STORE.audits, hotel.lastAudited, {
    dat: hotel.lastAudited,
    at: `${hotel.lastAudited}T23:55`,
    user: 'bench',
    roomsPosted: 300,
    roomRevenue: 0,
    taxes: 0,
    noShows: [],
    dueOutsNotLeft: [],
    voucher: '',
  });
  for (const resource of [FO_STORE.rooms, FO_STORE.stays, FO_STORE.reservations, FO_STORE.cforms])
    void tx.objectStore('seeded').put(true, seededKey(resource, HOTEL));
  void tx
    .objectStore('tokens')
    .put({ token: 'bench', companyCode: HOTEL, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
  return hotel;
}

export async function hotelBackendFigures() {
  const today = serverToday();
  const hotel = await seedHotel(today);
  await ledgerEntries(HOTEL); // the accounts' year of demo vouchers, seeded before anything is timed
  const firstPanel = await call(PANEL_ENDPOINTS.panel, {});
  const panels: number[] = [];
  for (let n = 0; n < 5; n++) panels.push((await call(PANEL_ENDPOINTS.panel, {})).ms);
  const folios: number[] = [];
  let folio: Folio | null = null;
  for (let n = 0; n < 5; n++) {
    const answer = await call(FO_SHARED_ENDPOINTS.folio, { recordId: hotel.longStay });
    folios.push(answer.ms);
    folio = answer.answer as unknown as Folio;
  }
  const previews: number[] = [];
  for (let n = 0; n < 3; n++) previews.push((await call(AUDIT_ENDPOINTS.nightAudit, {})).ms);
  const date = (await call(AUDIT_ENDPOINTS.nightAudit, {})).answer.date as string;
  const run = await call(AUDIT_ENDPOINTS.runNightAudit, { header: { dat: date }, traCheck: 1 }, 'bench-audit');
  const after = (await call(FO_SHARED_ENDPOINTS.folio, { recordId: hotel.open[1]!.stayNo })).answer as unknown as Folio;
  return {
    stays: hotel.stays.length,
    lines: hotel.lines.length,
    open: hotel.open.length,
    panel: {
      firstMs: firstPanel.ms,
      medianMs: median(panels),
      data: (await call(PANEL_ENDPOINTS.panel, {})).answer as unknown as PanelData,
    },
    folio: { lines: folio?.lines.length ?? 0, medianMs: median(folios), folio: folio! },
    audit: {
      previewMedianMs: median(previews),
      runMs: run.ms,
      date,
      nightsOnAStay: after.lines.filter((line) => line.kind === 'ROOM').length,
    },
  };
}
