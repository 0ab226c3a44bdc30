import { configure, screen } from '@testing-library/react';
import type { ReportResult } from '../../src/engine/report/report';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FD_ROUTES } from '../../src/modules/school-office/domain/fd-routes';
import type { BookSaleRequirements } from '../../src/modules/school-office/domain/book-sale-types';
import { FD_REPORT_ENDPOINTS } from '../../src/modules/school-office/reports/domain/report-endpoints';
import { serverToday } from '../../src/mocks/core/server-dates';
import { meetingsOf, trainingsOf } from '../../src/mocks/school-office/fd-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const today = serverToday();
const monthBack = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

describe('the desk reports (1004, the clerk)', () => {
  it('lists the trainings’ attendees, who attended, and counts them', async () => {
    await signInAs(COMPANY, 'staff');
    const [training] = await trainingsOf(COMPANY);
    renderApp(`/applayout-sidebar-large/front-desk/fd-rep-traininginfo?p.frmDate=${monthBack}&p.toDate=${today}`);
    const table = await screen.findByRole('table', { name: 'Training information report' }, { timeout: 10_000 });
    const header = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent ?? '');
    const total = [...table.querySelector('tr.report-total')!.children].map((cell) => cell.textContent ?? '');
    expect(total[header.indexOf('Invited')]).toBe(String(training!.attendees.length));
    expect(total[header.indexOf('Present')]).toBe(String(training!.attendees.filter((one) => one.attended).length));
    for (const one of training!.attendees) expect(table).toHaveTextContent(one.name);
  });

  it('answers the meeting details from the stored meetings, a row per attendee', async () => {
    await signInAs(COMPANY, 'staff');
    const meetings = await meetingsOf(COMPANY);
    const answer = await dataProvider.report<ReportResult>(FD_REPORT_ENDPOINTS.meetingDetails, {
      frmDate: monthBack,
      toDate: today,
    });
    const invited = meetings
      .filter((one) => one.meetingDate >= monthBack && one.meetingDate <= today)
      .flatMap((one) => one.attendees);
    expect(answer.rows).toHaveLength(invited.length);
    expect(answer.totals).toMatchObject({
      invited: invited.length,
      present: invited.filter((one) => one.attended).length,
    });
    expect(answer.rows[0]).toMatchObject({
      meeting: `${meetings[0]!.meetingNo} ${meetings[0]!.subject}`,
      who: expect.stringMatching(/^(Parent|Pupil|Staff)$/),
    });
  });

  it('starts empty in a company that is not the school, and its screens say so', async () => {
    await signInAs(1010, 'admin');
    for (const route of [FD_ROUTES.visitors, FD_ROUTES.complaints, FD_ROUTES.meetings, FD_ROUTES.trainings]) {
      expect((await dataProvider.report<{ rows: unknown[] }>(route, {})).rows).toEqual([]);
    }
    expect(await dataProvider.report<unknown[]>(FD_ROUTES.bookSales, {})).toEqual([]);
    expect((await dataProvider.report<BookSaleRequirements>(FD_ROUTES.bookSaleRequirements, {})).items).toEqual([]);
    renderApp('/applayout-sidebar-large/front-desk/fd-visitors');
    expect(await screen.findByText('No visitor on this day.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
