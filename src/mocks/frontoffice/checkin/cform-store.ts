import { addHours, differenceInMinutes, format, parseISO } from 'date-fns';
import type { CFormQueueRow } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import { nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import type { CForm, Stay } from '../../../modules/frontoffice/domain/stay-types';
import { nowStamp } from '../fo-session';
import { cformsOf, stayOf, writeCForm } from '../fo-store';

/**
 * When the guest really arrived: the check-in's clock time (`createdAt`). The stay's `arrival` carries the hotel
 * date, which a night audit run before midnight has already moved to tomorrow; the FRRO's hours run on the clock.
 */
export const arrivedAt = (stay: Stay) => (stay.createdAt || stay.arrival).slice(0, 16);

/**
 * A foreign national's C-Form, due `hours` after the guest arrived (call inside the write queue: it takes a CFM
 * number).
 */
export async function createCForm(companyCode: number, stay: Stay, hours: number, user: string): Promise<CForm> {
  const existing = await cformsOf(companyCode);
  const date = stay.arrival.slice(0, 10);
  const arrival = arrivedAt(stay);
  const row: CForm = {
    cformNo: nextFoNumber(
      'cform',
      date,
      existing.map((form) => form.cformNo),
    ),
    stayNo: stay.stayNo,
    room: stay.room,
    guestName: stay.guest.name,
    nationality: stay.guest.nationality,
    passportNo: stay.guest.passportNo,
    visaNo: stay.guest.visaNo,
    arrival,
    dueBy: format(addHours(parseISO(arrival), hours), "yyyy-MM-dd'T'HH:mm"),
    status: 'DUE',
    submittedAt: '',
    submissionRef: '',
    user,
  };
  await writeCForm(companyCode, row);
  return row;
}

/** The stay's C-Form (the latest, should there be more than one). */
export async function cformOfStay(companyCode: number, stayNo: string): Promise<CForm | undefined> {
  return (await cformsOf(companyCode))
    .filter((form) => form.stayNo === stayNo)
    .sort((a, b) => a.cformNo.localeCompare(b.cformNo))
    .at(-1);
}

/** Whole hours from `now` to the form's due time, rounded towards the due time's side (negative: overdue). */
export function hoursLeft(dueBy: string, now: string): number {
  const minutes = differenceInMinutes(parseISO(dueBy), parseISO(now));
  return minutes >= 0 ? Math.floor(minutes / 60) : -Math.ceil(-minutes / 60);
}

/**
 * The queue: forms due first, soonest due on top, then the submitted ones, latest first. A due form of a cancelled
 * check-in is not due (the form stays stored; its stay says why).
 */
export async function cformQueue(companyCode: number): Promise<CFormQueueRow[]> {
  const now = nowStamp();
  const rows = (await cformsOf(companyCode)).map((form) => ({ ...form, hoursLeft: hoursLeft(form.dueBy, now) }));
  const dueRows = rows.filter((row) => row.status === 'DUE');
  const stays = await Promise.all(dueRows.map((row) => stayOf(companyCode, row.stayNo)));
  const due = dueRows
    .filter((_, index) => stays[index]?.status !== 'CANCELLED')
    .sort((a, b) => a.dueBy.localeCompare(b.dueBy));
  const submitted = rows
    .filter((row) => row.status === 'SUBMITTED')
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return [...due, ...submitted];
}
