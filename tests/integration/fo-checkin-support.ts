import { screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import {
  CHECKIN_ENDPOINTS,
  type CheckinAnswer,
  type CheckinInput,
  type CheckinRequirements,
} from '../../src/modules/frontoffice/checkin/domain/checkin-types';
import { roomRefusal } from '../../src/modules/frontoffice/checkin/domain/checkin-rules';
import type { GuestDetails } from '../../src/modules/frontoffice/domain/stay-types';
import { requireSession, type DemoSession } from '../../src/mocks/core/sessions/auth';
import { foWrite } from '../../src/mocks/frontoffice/fo-session';
import { renderApp, signInAs } from './support/render-app';

export const HOTEL = 1001;
export const main = () => within(document.getElementById('main-content')!);

/** Opens a screen of the front office signed in as `user` and waits for its heading. */
export async function openScreen(path: string, heading: string, user = 'admin') {
  await signInAs(HOTEL, user);
  const rendered = renderApp(`/applayout-sidebar-large/frontoffice/${path}`);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 8000 });
  return rendered;
}

export const requirements = () =>
  dataProvider.report<CheckinRequirements>(CHECKIN_ENDPOINTS.requirements, { detail: 'checkIn' });

/** The vacant clean rooms now, by number. */
export async function vacantRooms(): Promise<string[]> {
  return (await requirements()).rooms
    .filter((room) => roomRefusal(room.roomNo, room) === null)
    .map((room) => room.roomNo);
}

export const indianGuest = (over: Partial<GuestDetails> = {}): GuestDetails => ({
  guestId: '',
  name: 'Kiran Bedi',
  mobile: '9876501234',
  email: '',
  idType: 'AADHAAR',
  idNumber: '5566 7788 9900',
  nationality: 'Indian',
  address: '12, Lodhi Road',
  city: 'New Delhi',
  country: 'India',
  passportNo: '',
  passportExpiry: '',
  visaNo: '',
  visaType: '',
  visaExpiry: '',
  arrivedInIndia: '',
  arrivedFrom: '',
  nextDestination: '',
  ...over,
});

/** A check-in through the backend (the tests of the occupied-room screens start from one). */
export async function checkInThroughBackend(
  over: Partial<CheckinInput> & { room: string; departure: string },
): Promise<CheckinAnswer> {
  const input: CheckinInput = {
    kind: 'GUEST',
    guest: indianGuest(),
    adults: 1,
    children: 0,
    extraBeds: 0,
    mealPlan: 'EP',
    roomRate: Number.NaN,
    billTo: '',
    reservationId: '',
    groupId: '',
    complimentary: '',
    advance: null,
    ...over,
  };
  const body = { ...input, roomRate: Number.isNaN(input.roomRate) ? undefined : input.roomRate };
  return (await dataProvider.write(CHECKIN_ENDPOINTS.save, { header: body, traCheck: 1 })) as unknown as CheckinAnswer;
}

export const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );

/** The demo backend's session of the signed-in user, to run backend steps a test needs (a charge posted...). */
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
  return foWrite(new Request('http://localhost/'), session, async () => {
    result = await work();
    return new Response('{}');
  }).then(() => result as T);
}
