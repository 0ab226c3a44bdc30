import { format, parseISO, subDays } from 'date-fns';
import { folioBalancePaise } from '../../src/modules/frontoffice/domain/folio';
import { serverToday } from '../../src/mocks/core/server-dates';
import { auditsOf, folioLinesOf, hotelDate, openStays } from '../../src/mocks/frontoffice/fo-store';
import { HOTEL, trialBalanceAgrees } from './fo-audit-support';
import { setupDemoServer } from './support/demo-server';

setupDemoServer();

const yesterday = () => format(subDays(parseISO(serverToday()), 1), 'yyyy-MM-dd');

describe("the hotel's starting history", () => {
  it('charges every starting guest each night from arrival to yesterday, one audit a night, and the hotel date is today', async () => {
    const stays = (await openStays(HOTEL)).filter((stay) => stay.kind === 'GUEST');
    expect(stays.length).toBeGreaterThan(10);
    for (const stay of stays) {
      const nights = (await folioLinesOf(HOTEL, stay.stayNo)).filter((line) => line.kind === 'ROOM');
      const arrived = stay.arrival.slice(0, 10);
      const expected: string[] = [];
      for (let night = arrived; night <= yesterday(); night = format(subDays(parseISO(night), -1), 'yyyy-MM-dd'))
        expected.push(night);
      expect(nights.map((line) => line.reference).sort(), stay.stayNo).toEqual(expected);
      if (expected.length > 0) expect(folioBalancePaise(nights), stay.stayNo).toBeGreaterThan(0);
    }
    const audits = await auditsOf(HOTEL);
    const first = stays.map((stay) => stay.arrival.slice(0, 10)).sort()[0]!;
    expect(audits.map((audit) => audit.dat).sort()[0]).toBe(first);
    expect(
      audits
        .map((audit) => audit.dat)
        .sort()
        .at(-1),
    ).toBe(yesterday());
    expect(await hotelDate(HOTEL)).toBe(serverToday());
    expect(await trialBalanceAgrees()).toBe(true);
  });
});
