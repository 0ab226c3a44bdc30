import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FD_ROUTES } from '../../src/modules/school-office/domain/fd-routes';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const ROOT = '/applayout-sidebar-large/front-desk';
const today = serverToday();
const shift = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const setDate = (label: HTMLElement, value: string) => fireEvent.change(label, { target: { value } });

describe('school presentations (1004, the school clerk)', () => {
  it('schedules one for an enquiry (never in the past), then records the outcome of one held', async () => {
    await signInAs(1004, 'staff');
    const calls = await dataProvider.report<Array<{ enquiryNo: string; parentName: string }>>(FD_ROUTES.calls, {});
    const enquiry = calls.find((one) => one.parentName === 'Nalini Uike')!;
    const app = renderApp(`${ROOT}/fd-presentations?record=new&enquiry=${enquiry.enquiryNo}`);
    const { user } = app;
    await screen.findByRole('heading', { name: 'Schedule a presentation' });
    expect(screen.getByLabelText('Family')).toHaveValue('Nalini Uike');
    expect(screen.getByLabelText('Enquiry')).toHaveValue(enquiry.enquiryNo);
    const day = screen.getByLabelText('Day');
    setDate(day, shift(-1));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription('The presentation cannot be scheduled in the past.'));
    setDate(day, shift(2));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const list = await screen.findByRole('table', { name: /^Presentations, latest day first/ });
    const row = within(list).getByText('Nalini Uike').closest('tr')!;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();

    // The seed's presentation held yesterday awaits its outcome.
    const held = within(list).getByText('Prashant Kawale').closest('tr')!;
    expect(within(held).getByText('Outcome awaited')).toBeInTheDocument();
    await user.click(within(held).getByRole('button', { name: /^Open PRS/ }));
    await user.selectOptions(await screen.findByLabelText('Status'), 'DONE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Outcome')).toHaveAccessibleDescription('Record the outcome of the presentation.'),
    );
    await user.selectOptions(screen.getByLabelText('Outcome'), 'INTERESTED');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const done = within(screen.getByRole('table', { name: /^Presentations, latest day first/ }))
        .getByText('Prashant Kawale')
        .closest('tr')!;
      expect([within(done).queryByText('Done'), within(done).queryByText('Interested')]).not.toContain(null);
    });
  });

  it('opens a presentation showing the enquiry it follows once the enquiries have arrived', async () => {
    await signInAs(1004, 'staff');
    const list = await dataProvider.report<Array<{ presentationNo: string; enquiryNo: string }>>(
      FD_ROUTES.presentations,
      { from: '2000-01-01', to: '2100-12-31' },
    );
    const followed = list.find((one) => one.enquiryNo !== '')!;
    renderApp(`${ROOT}/fd-presentations?record=${followed.presentationNo}`);
    await screen.findByRole('heading', { name: new RegExp(`^Presentation ${followed.presentationNo}: `) });
    await waitFor(() => expect(screen.getByLabelText('Enquiry')).toHaveValue(followed.enquiryNo));
  });
});

describe('the enquiry desk of a company with no enquiries (1010)', () => {
  it('shows empty calls, presentations and entry lists and an empty report', async () => {
    await signInAs(1010, 'admin');
    for (const [path, empty] of [
      ['fd-calls', 'No enquiry in this period, and no follow-up is due.'],
      ['entry', 'No enquiry in this period, and no follow-up is due.'],
      ['fd-presentations', 'No presentation takes place in this period.'],
    ] as const) {
      const { unmount } = renderApp(`${ROOT}/${path}`);
      expect(await screen.findByText(empty)).toBeInTheDocument();
      unmount();
    }
    renderApp(`${ROOT}/fd-rep-callsuserwise`);
    expect(await screen.findByRole('heading', { name: 'User-wise calls report' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing to report for these parameters.')).toBeInTheDocument();
  });
});
