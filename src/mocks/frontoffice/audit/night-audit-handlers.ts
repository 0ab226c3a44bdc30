import { addDays, format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { addPaise, fromPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { AUDIT_ENDPOINTS as API, type NightAuditView } from '../../../modules/frontoffice/audit/domain/audit-types';
import {
  auditRefusals,
  planNightAudit,
  type NightAuditPlan,
} from '../../../modules/frontoffice/audit/domain/night-audit';
import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import { serverToday } from '../../core/server-dates';
import { writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import {
  auditsOf,
  FO_STORE,
  folioLinesOf,
  foSettingsOf,
  hotelDate,
  openStays,
  reservationsOf,
  writeReservation,
  type NightAuditRecord,
} from '../fo-store';
import { foSession, foWrite, nowStamp, refusal } from '../fo-session';
import { postAuditNights } from './post-audit-nights';

const SCREEN = FRONT_OFFICE.nightAudit;

/**
 * Everything the audit of the hotel date reads, and its plan: the open stays (by the store's index) and each one's
 * folio lines (one key range a stay), never a year of stays and lines.
 */
async function planFor(companyCode: number) {
  const [date, stays, reservations, settings, audits] = await Promise.all([
    hotelDate(companyCode),
    openStays(companyCode),
    reservationsOf(companyCode),
    foSettingsOf(companyCode),
    auditsOf(companyCode),
  ]);
  const lines = (await Promise.all(stays.map((stay) => folioLinesOf(companyCode, stay.stayNo)))).flat();
  const plan = planNightAudit({ stays, lines, reservations, date, settings });
  return { plan, audits, refusals: auditRefusals(plan, serverToday()) };
}

const stayRow = (stay: Stay) => ({
  stayNo: stay.stayNo,
  room: stay.room,
  guestName: stay.guest.name,
  departure: stay.departure,
});

function view(plan: NightAuditPlan, audits: readonly NightAuditRecord[], refusals: string[]): NightAuditView {
  const last = [...audits].sort((a, b) => a.dat.localeCompare(b.dat)).at(-1);
  return {
    date: plan.date,
    calendarToday: serverToday(),
    lastAudit: last ? { dat: last.dat, at: last.at, user: last.user } : null,
    nights: plan.nights.map((night) => ({
      stayNo: night.stay.stayNo,
      room: night.stay.room,
      guestName: night.stay.guest.name,
      night: night.night,
      amount: fromPaise(night.amount),
      percent: night.percent,
      cgst: fromPaise(night.cgst),
      sgst: fromPaise(night.sgst),
      total: fromPaise(night.debit),
    })),
    totals: {
      rooms: plan.totals.rooms,
      nights: plan.totals.nights,
      amount: fromPaise(plan.totals.amount),
      cgst: fromPaise(plan.totals.cgst),
      sgst: fromPaise(plan.totals.sgst),
      total: fromPaise(plan.totals.debit),
    },
    houseGuests: plan.houseGuests.map(stayRow),
    untariffed: plan.untariffed.map(stayRow),
    noShows: plan.noShows.map((row) => ({
      reservationId: row.reservationId,
      guestName: row.guestName,
      mobile: row.mobile,
      room: row.room,
      category: row.category,
      arrival: row.arrival,
    })),
    dueOuts: plan.dueOuts.map(stayRow),
    refusals,
  };
}

/**
 * Closes the hotel date: its nights posted, its no-shows marked, its record written (so the date moves on). In the
 * write queue.
 */
async function runAudit(session: DemoSession, asked: string): Promise<Response> {
  const { companyCode } = session;
  const { plan, audits, refusals } = await planFor(companyCode);
  const done = audits.find((audit) => audit.dat === asked);
  if (done)
    return refusal(
      `The night of ${formatDate(asked)} is already audited (by ${done.user} at ${formatDateTime(done.at)}); the hotel date is now ${formatDate(plan.date)}.`,
    );
  if (asked !== plan.date)
    return refusal(
      `The hotel date is ${formatDate(plan.date)}, not ${formatDate(asked)}: refresh the night audit and run it again.`,
    );
  if (refusals.length > 0) return refusal(refusals.join(' '));
  await postAuditNights(session, plan.nights);
  for (const reservation of plan.noShows) await writeReservation(companyCode, { ...reservation, status: 'NO_SHOW' });
  const record: NightAuditRecord = {
    dat: plan.date,
    at: nowStamp(),
    user: session.userName,
    roomsPosted: plan.totals.rooms,
    roomRevenue: fromPaise(plan.totals.amount),
    taxes: fromPaise(addPaise(plan.totals.cgst, plan.totals.sgst)),
    noShows: plan.noShows.map((row) => row.reservationId),
    dueOutsNotLeft: plan.dueOuts.map((stay) => stay.stayNo),
    voucher: '', // each night is its own voucher, under its folio line's id (as chargeNights posts it)
  };
  await writeRecord(FO_STORE.audits, companyCode, record.dat, record);
  const next = format(addDays(parseISO(plan.date), 1), 'yyyy-MM-dd');
  return HttpResponse.json({ result: 'OK', seq: plan.date, next, roomsPosted: record.roomsPosted });
}

/** Night audit (Setup, /frontoffice/fo-night-audit): what closing the hotel date does, and closing it. */
export const nightAuditHandlers = [
  http.post(`*/${API.nightAudit}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const { plan, audits, refusals } = await planFor(session.companyCode);
    return HttpResponse.json(view(plan, audits, refusals));
  }),
  http.post(`*/${API.runNightAudit}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const header = (await readJson(request)).header;
    const asked =
      typeof header === 'object' && header !== null ? String((header as Record<string, unknown>).dat ?? '') : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(asked)) return refusal('Say which hotel date to close (header.dat, yyyy-MM-dd).');
    return foWrite(request, session, () => runAudit(session, asked));
  }),
];
