import { screen, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { toPaise } from '../../src/lib/money/money';
import { CHECKIN_ENDPOINTS } from '../../src/modules/frontoffice/checkin/domain/checkin-types';
import { folioBalancePaise } from '../../src/modules/frontoffice/domain/folio';
import type { Reservation, StayGroup } from '../../src/modules/frontoffice/domain/stay-types';
import {
  cformsOf,
  foSettingsOf,
  folioLinesOf,
  hotelDate,
  reservationsOf,
  roomRows,
  stayOf,
  writeGroup,
  writeReservation,
} from '../../src/mocks/frontoffice/fo-store';
import { chargeNights } from '../../src/mocks/frontoffice/folio-posting';
import {
  backendSession,
  checkInThroughBackend,
  HOTEL,
  indianGuest,
  main,
  openScreen,
  queued,
  refusalOf,
  vacantRooms,
} from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
const cancelOf = (stayNo: string, reason: string) =>
  dataProvider.write(CHECKIN_ENDPOINTS.cancel, { recordId: stayNo, detail: reason, traCheck: 3 });

describe('cancel check-in', () => {
  it('cancels a reserved guest’s check-in on the day with a reason: the advance refunded, the stay kept cancelled, the room dirty, the reservation booked again', async () => {
    await signInAs(HOTEL);
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const room = (await roomRows(HOTEL)).find((row) => row.roomNo === roomNo)!;
    const reservation: Reservation = {
      reservationId: 'RSV99-01/0001',
      guestName: 'Kiran Bedi',
      mobile: '9876501234',
      room: roomNo!,
      category: String(room.category),
      arrival: date,
      departure: day(date, 2),
      adults: 1,
      children: 0,
      mealPlan: 'EP',
      roomRate: 0,
      billTo: '',
      groupId: '',
      status: 'BOOKED',
      stayNo: '',
      remarks: '',
      user: 'admin',
      createdAt: `${date}T09:00`,
    };
    await writeReservation(HOTEL, reservation);
    const { stay } = await checkInThroughBackend({
      room: roomNo!,
      departure: day(date, 2),
      reservationId: reservation.reservationId,
      advance: { amount: 1500, mode: 'CASH', reference: '' },
    });
    expect((await reservationsOf(HOTEL)).find((row) => row.reservationId === reservation.reservationId)).toMatchObject({
      status: 'ARRIVED',
      stayNo: stay.stayNo,
    });

    const { user } = await openScreen(
      `fo-cancel-checkin?stay=${stay.stayNo}`,
      `Cancel check-in — room ${roomNo}, Kiran Bedi`,
    );
    expect(await main().findByText('1,500.00', undefined, { timeout: 8000 })).toBeInTheDocument();
    const button = main().getByRole('button', { name: 'Cancel the check-in' });
    expect(button).toBeDisabled();
    await user.type(main().getByLabelText('Reason'), 'Guest changed plans at the desk');
    await user.dblClick(button);
    expect(
      await main().findByText(
        new RegExp(
          `^Check-in ${stay.stayNo.replace('/', '\\/')} cancelled; room ${roomNo} is now dirty\\. Advance refunded: FRF\\d{2}-\\d{2}\\/\\d{4}\\.$`,
        ),
        undefined,
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith(CHECKIN_ENDPOINTS.cancel))).toHaveLength(1);

    expect(await stayOf(HOTEL, stay.stayNo)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Guest changed plans at the desk',
    });
    const lines = await folioLinesOf(HOTEL, stay.stayNo);
    expect(lines.map((line) => [line.kind, line.head, line.debit, line.credit])).toEqual([
      ['ADVANCE', 'CASH', 0, 1500],
      ['REFUND', 'CASH', 1500, 0],
    ]);
    expect(folioBalancePaise(lines)).toBe(0);
    expect((await roomRows(HOTEL)).find((row) => row.roomNo === roomNo)).toMatchObject({ status: 'DIRTY' });
    expect((await reservationsOf(HOTEL)).find((row) => row.reservationId === reservation.reservationId)).toMatchObject({
      status: 'BOOKED',
      stayNo: '',
    });
    expect(await refusalOf(cancelOf(stay.stayNo, 'Again'))).toBe(`Check-in ${stay.stayNo} is already cancelled.`);
  });

  it('is the manager’s: the receptionist may not open it and the backend refuses them', async () => {
    await signInAs(HOTEL, 'staff');
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const { stay } = await checkInThroughBackend({ room: roomNo!, departure: day(date, 1) });
    expect(await refusalOf(cancelOf(stay.stayNo, 'Mistake'))).toBe('You are not authorised for this transaction');
    expect(await stayOf(HOTEL, stay.stayNo)).toMatchObject({ status: 'IN_HOUSE' });
    renderApp(`/applayout-sidebar-large/frontoffice/fo-cancel-checkin?stay=${stay.stayNo}`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the check-in' })).not.toBeInTheDocument();
  });

  it('is refused once anything but money is on the folio, saying so', async () => {
    const session = await backendSession('admin');
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const { stay } = await checkInThroughBackend({
      room: roomNo!,
      departure: day(date, 1),
      advance: { amount: 500, mode: 'UPI', reference: 'UPI-1' },
    });
    await queued(session, async () => chargeNights(session, stay, [date], await foSettingsOf(HOTEL)));
    expect(await refusalOf(cancelOf(stay.stayNo, 'Mistake'))).toBe(
      `Check-in ${stay.stayNo} cannot be cancelled: its folio already has room nights. Check the guest out instead.`,
    );
    await openScreen(`fo-cancel-checkin?stay=${stay.stayNo}`, `Cancel check-in — room ${roomNo}, Kiran Bedi`);
    expect(
      await main().findByText(/^The folio already has room nights, charges or restaurant bills/, undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    const lines = await folioLinesOf(HOTEL, stay.stayNo);
    expect(lines.filter((line) => line.kind === 'REFUND')).toEqual([]);
    expect(folioBalancePaise(lines)).toBe(toPaise(lines.find((line) => line.kind === 'ROOM')!.debit) - toPaise(500));
    expect(within(main().getByRole('heading', { level: 1 })).getByText(/Cancel check-in/)).toBeInTheDocument();
  });
  it('gives a reservation held by category back its category, not the room its cancelled check-in took', async () => {
    await signInAs(HOTEL);
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const room = (await roomRows(HOTEL)).find((row) => row.roomNo === roomNo)!;
    const reservation: Reservation = {
      reservationId: 'RSV99-01/0002',
      guestName: 'Kiran Bedi',
      mobile: '9876501234',
      room: '',
      category: String(room.category),
      arrival: date,
      departure: day(date, 1),
      adults: 1,
      children: 0,
      mealPlan: 'EP',
      roomRate: 0,
      billTo: '',
      groupId: '',
      status: 'BOOKED',
      stayNo: '',
      remarks: '',
      user: 'admin',
      createdAt: `${date}T09:00`,
    };
    await writeReservation(HOTEL, reservation);
    const { stay } = await checkInThroughBackend({
      room: roomNo!,
      departure: day(date, 1),
      reservationId: reservation.reservationId,
    });
    expect((await reservationsOf(HOTEL)).find((row) => row.reservationId === reservation.reservationId)).toMatchObject({
      status: 'ARRIVED',
      room: roomNo,
    });
    await cancelOf(stay.stayNo, 'Booked the wrong guest');
    expect((await reservationsOf(HOTEL)).find((row) => row.reservationId === reservation.reservationId)).toMatchObject({
      status: 'BOOKED',
      stayNo: '',
      room: '',
    });
  });

  it('refuses the group leader’s while other rooms of the group are in house, and cancels a member’s', async () => {
    await signInAs(HOTEL);
    const date = await hotelDate(HOTEL);
    const [first, second] = await vacantRooms();
    const groupId = 'GRP99-01/0001';
    const leader = (await checkInThroughBackend({ room: first!, departure: day(date, 1), groupId })).stay;
    const member = (
      await checkInThroughBackend({
        room: second!,
        departure: day(date, 1),
        groupId,
        guest: { ...leader.guest, guestId: '', name: 'Asha Rao', mobile: '9876501299', idNumber: '5566 7788 9911' },
      })
    ).stay;
    const group: StayGroup = {
      groupId,
      name: 'Rao wedding',
      leaderStayNo: leader.stayNo,
      billTo: '',
      arrival: date,
      departure: day(date, 1),
      stayNos: [leader.stayNo, member.stayNo],
      status: 'OPEN',
      remarks: '',
      user: 'admin',
      createdAt: `${date}T09:00:00`,
    };
    await writeGroup(HOTEL, group);
    expect(await refusalOf(cancelOf(leader.stayNo, 'Mistake'))).toBe(
      `Room ${first} is the leader's of group Rao wedding (Kiran Bedi): make another room the leader first (Modify group), then cancel its check-in.`,
    );
    expect(await stayOf(HOTEL, leader.stayNo)).toMatchObject({ status: 'IN_HOUSE' });
    await cancelOf(member.stayNo, 'Arrived by mistake');
    expect(await stayOf(HOTEL, member.stayNo)).toMatchObject({ status: 'CANCELLED' });
    // The last room of the group: the leader's check-in may be cancelled now.
    await cancelOf(leader.stayNo, 'The group did not come');
    expect(await stayOf(HOTEL, leader.stayNo)).toMatchObject({ status: 'CANCELLED' });
  });
  it('takes the C-Form its check-in created out of what is due (kept, marked cancelled; it cannot be marked submitted)', async () => {
    await signInAs(HOTEL);
    const date = await hotelDate(HOTEL);
    const [roomNo] = await vacantRooms();
    const guest = indianGuest({
      name: 'Lena Hoffmann',
      mobile: '9001987655',
      nationality: 'German',
      idType: 'PASSPORT',
      idNumber: 'C01X00T47',
      passportNo: 'C01X00T47',
      passportExpiry: '2034-01-31',
      visaNo: 'VG5512093',
      visaType: 'e-Visa',
      visaExpiry: day(date, 90),
      arrivedInIndia: day(date, -1),
      arrivedFrom: 'Delhi (IGI Airport)',
    });
    const { stay, cformNo } = await checkInThroughBackend({ room: roomNo!, departure: day(date, 2), guest });
    const due = () =>
      cformsOf(HOTEL).then((forms) => forms.filter((form) => form.status === 'DUE').map((form) => form.cformNo));
    expect(await due()).toContain(cformNo);
    await cancelOf(stay.stayNo, 'Guest went to another hotel');
    expect(await due()).not.toContain(cformNo);
    expect((await cformsOf(HOTEL)).find((form) => form.cformNo === cformNo)).toMatchObject({
      status: 'CANCELLED',
      stayNo: stay.stayNo,
    });
    const submit = dataProvider.write(CHECKIN_ENDPOINTS.cformSubmit, {
      recordId: cformNo,
      detail: 'FRRO-1',
      traCheck: 2,
    });
    expect(await refusalOf(submit)).toBe(`C-Form ${cformNo} is not due: its check-in (${stay.stayNo}) was cancelled.`);
  });
});
