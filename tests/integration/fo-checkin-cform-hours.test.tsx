import { screen, within } from '@testing-library/react';
import { addDays, addHours, differenceInMinutes, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { CHECKIN_ENDPOINTS, type CFormQueueRow } from '../../src/modules/frontoffice/checkin/domain/checkin-types';
import { writeRecord } from '../../src/mocks/core/record-store';
import {
  FO_STORE,
  foSettingsOf,
  hotelDate,
  writeFoSettings,
  type NightAuditRecord,
} from '../../src/mocks/frontoffice/fo-store';
import { checkInThroughBackend, HOTEL, indianGuest, main, openScreen, vacantRooms } from './fo-checkin-support';
import { setupDemoServer } from './support/demo-server';
import { signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

describe('the C-Form’s hours', () => {
  it('run from the moment the guest arrived with the settings’ hours, even once a night audit before midnight has moved the hotel date to tomorrow', async () => {
    await signInAs(HOTEL);
    const today = format(new Date(), 'yyyy-MM-dd');
    // Tonight's audit already run: the hotel date is tomorrow while the clock still says today.
    const audit: NightAuditRecord = {
      dat: today,
      at: `${today}T23:00:00`,
      user: 'admin',
      roomsPosted: 0,
      roomRevenue: 0,
      taxes: 0,
      noShows: [],
      dueOutsNotLeft: [],
      voucher: '',
    };
    await writeRecord(FO_STORE.audits, HOTEL, today, audit);
    expect(await hotelDate(HOTEL)).toBe(day(today, 1));
    await writeFoSettings(HOTEL, { ...(await foSettingsOf(HOTEL)), cFormHours: 12 });

    const [roomNo] = await vacantRooms();
    const before = new Date();
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
      visaExpiry: day(today, 90),
      arrivedInIndia: day(today, -1),
      arrivedFrom: 'Delhi (IGI Airport)',
    });
    const { cformNo } = await checkInThroughBackend({ room: roomNo!, departure: day(today, 3), guest });
    const queue = await dataProvider.report<CFormQueueRow[]>(CHECKIN_ENDPOINTS.cformQueue, {});
    const form = queue.find((row) => row.cformNo === cformNo)!;
    // Due 12 hours after the check-in's clock time, not 12 hours after tomorrow's hotel date.
    expect(Math.abs(differenceInMinutes(parseISO(form.dueBy), addHours(before, 12)))).toBeLessThanOrEqual(1);
    expect(form.arrival.slice(0, 10)).toBe(today);
    expect([11, 12]).toContain(form.hoursLeft);

    await openScreen('fo-cform-queue', 'C-Form queue');
    const due = await main().findByRole('table', { name: /^Due \(\d+\)/ }, { timeout: 8000 });
    expect(within(due).getByRole('row', { name: new RegExp(cformNo.replace('/', '\\/')) })).toHaveTextContent(
      /1[12] h left/,
    );
    expect(screen.queryByText(/within 24 hours/)).toBeNull();
  });
});
