import { act } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import type { Stay } from '../../src/modules/frontoffice/domain/stay-types';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { requireSession, type DemoSession } from '../../src/mocks/core/sessions/auth';
import { foWrite } from '../../src/mocks/frontoffice/fo-session';
import { foSettingsOf, hotelDate, setRoomStatus, writeStay } from '../../src/mocks/frontoffice/fo-store';
import { chargeNights, postCharge, postMoney } from '../../src/mocks/frontoffice/folio-posting';
import { signInAs } from './support/render-app';

/** The check-out tests' stays, made straight in the demo backend (check-in is another area's screen). */

export const HOTEL = 1001;

/** The demo backend's session of a user signed in through the real login call. */
export async function backendSession(userName = 'admin'): Promise<DemoSession> {
  const record = await signInAs(HOTEL, userName);
  const session = await requireSession(
    new Request('http://localhost/', { headers: { Authorization: `Bearer ${record.usr.kCode}` } }),
  );
  if (session instanceof Response) throw new Error('no demo session');
  return session;
}

/** Runs work in the company's write queue, as every front office write does. */
export function queued<T>(session: DemoSession, work: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  const request = new Request('http://localhost/');
  return foWrite(request, session, async () => {
    result = await work();
    return new Response('{}');
  }).then(() => result as T);
}

export interface StayPlan {
  room: string;
  guest: string;
  nightsAgo: number; // arrival this many days before the hotel date (0: arrived today)
  roomRate: number;
  billTo?: string;
  kind?: Stay['kind'];
  chargedNights?: number; // nights already charged (as the night audit would have)
}

/** A stay in house in a vacant room, its room marked occupied, with nights charged as planned. */
export async function makeStay(session: DemoSession, plan: StayPlan): Promise<Stay> {
  const today = await hotelDate(HOTEL);
  const arrival = format(addDays(parseISO(today), -plan.nightsAgo), 'yyyy-MM-dd');
  const stayNo = `CHK${today.slice(2, 4)}-${today.slice(5, 7)}/9${plan.room}`;
  const stay: Stay = {
    stayNo,
    room: plan.room,
    category: 'DLX',
    kind: plan.kind ?? 'GUEST',
    status: 'IN_HOUSE',
    guest: {
      guestId: `G9${plan.room}`,
      name: plan.guest,
      mobile: '9829012345',
      email: '',
      idType: 'AADHAAR',
      idNumber: '123412341234',
      nationality: 'Indian',
      address: 'Jaipur',
      city: 'Jaipur',
      country: 'India',
      passportNo: '',
      passportExpiry: '',
      visaNo: '',
      visaType: '',
      visaExpiry: '',
      arrivedInIndia: '',
      arrivedFrom: '',
      nextDestination: '',
    },
    companions: [],
    adults: 2,
    children: 0,
    arrival: `${arrival}T12:00`,
    departure: today,
    slots:
      plan.kind === 'HOUSE'
        ? []
        : [
            {
              from: arrival,
              roomRate: plan.roomRate,
              mealPlan: '',
              mealRate: 0,
              extraBeds: 0,
              extraBedRate: 0,
              reason: '',
              user: 'admin',
              at: `${arrival}T12:00`,
            },
          ],
    billTo: plan.billTo ?? '',
    groupId: '',
    reservationId: '',
    complimentary: plan.kind === 'HOUSE' ? 'Staff use' : '',
    detailsPending: false,
    rooms: [{ room: plan.room, from: `${arrival}T12:00` }],
    checkedOutAt: '',
    cancelledAt: '',
    cancelReason: '',
    finalBill: '',
    user: 'admin',
    createdAt: `${arrival}T12:00`,
  };
  await queued(session, async () => {
    await writeStay(HOTEL, stay);
    await setRoomStatus(HOTEL, plan.room, 'OCCUPIED');
    const nights = Array.from({ length: plan.chargedNights ?? 0 }, (_, index) =>
      format(addDays(parseISO(arrival), index), 'yyyy-MM-dd'),
    );
    if (nights.length > 0) await chargeNights(session, stay, nights, await foSettingsOf(HOTEL));
  });
  return stay;
}

/** Laundry posted to the folio (18 %). */
export const postLaundry = (session: DemoSession, stay: Stay, amount: number) =>
  queued(session, async () =>
    postCharge(session, stay, {
      head: 'LAU',
      headName: 'Laundry',
      incomeAccount: 'Laundry income',
      taxPercent: 18,
      amount: toPaise(amount),
      description: 'Laundry',
      reference: 'LAU-1',
      dat: await hotelDate(HOTEL),
    }),
  );

/** An advance taken in a mode. */
export const takeAdvance = (session: DemoSession, stay: Stay, amount: number, mode: 'CASH' | 'CARD' | 'UPI' = 'CASH') =>
  queued(session, async () =>
    postMoney(session, stay, {
      kind: 'ADVANCE',
      mode,
      amount: toPaise(amount),
      reference: 'FAR-TEST',
      description: 'Advance at check-in',
      dat: await hotelDate(HOTEL),
    }),
  );

/**
 * A read of the demo backend beside a live screen, inside act(): a done toast or a refetch lands while IndexedDB
 * answers, and outside act() React warns (which fails the test, on a busy machine only).
 */
export const beside = <T>(read: () => Promise<T>): Promise<T> => act(read);

/** Does the trial balance still agree (debits = credits, closing too)? */
export const trialBalanceAgrees = (): Promise<boolean> =>
  beside(async () => {
    const figures = trialBalance(await chartOf(HOTEL), await openingSets(HOTEL), await ledgerEntries(HOTEL), {
      to: serverToday(),
    });
    return (
      figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit
    );
  });
