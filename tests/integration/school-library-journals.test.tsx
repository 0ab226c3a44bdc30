import { configure, screen, waitFor, within } from '@testing-library/react';
import { LIB_ROUTES as API } from '../../src/modules/library/domain/lib-routes';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const SCREEN = '/applayout-sidebar-large/library/lib-journals-tra';
const saves = () => requests.filter((request) => request.url.endsWith(`/${API.saveJournalReceipt}`));

describe('journal transactions (/library/lib-journals-tra, 1004)', () => {
  it('records an issue received (its problems beside the fields first, once on a double click), then shows that journal alone', async () => {
    await signInAs(1004, 'staff');
    const today = serverToday();
    const { user, router } = renderApp(SCREEN);
    const form = await screen.findByRole('form', { name: 'Record an issue received' }, { timeout: 8000 });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.clear(field('Copies'));
    await user.click(within(form).getByRole('button', { name: 'Save the receipt' }));
    await waitFor(() => expect(field('Journal')).toHaveAccessibleDescription('Choose the journal received.'));
    expect(field('Copies')).toHaveAccessibleDescription('Enter a whole number from 1 to 99.');
    expect(field('Received on')).toHaveValue(today);
    expect(saves()).toHaveLength(0);

    await user.selectOptions(field('Journal'), 'PFY');
    await user.type(field('Copies'), '2');
    await user.type(field('Issue'), 'Late copy');
    await user.dblClick(within(form).getByRole('button', { name: 'Save the receipt' }));
    expect(await screen.findByText(/^Journal receipt JRN\S+ saved\.$/)).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(await saves()[0]!.clone().json()).toMatchObject({
      header: { journal: 'PFY', date: today, issueDate: '', issueLabel: 'Late copy', copies: 2, remarks: '' },
      traCheck: 1,
    });
    // Ready for the next issue of the same day.
    expect(field('Journal')).toHaveValue('');
    expect(field('Issue')).toHaveValue('');
    expect(field('Copies')).toHaveValue(1);
    expect(field('Received on')).toHaveValue(today);

    // The filters are the address's: a journal chosen shows it alone, a date cleared goes back to its default.
    const from = screen.getByLabelText('From');
    const start = (from as HTMLInputElement).value;
    await user.selectOptions(screen.getByLabelText('Journal shown'), 'PFY');
    await waitFor(() => expect(router.state.location.search).toContain('journal=PFY'));
    const received = await screen.findByRole('table', { name: 'Issues received' });
    const rows = within(received).getAllByRole('row').slice(1);
    expect(rows.some((row) => row.textContent?.includes('Late copy'))).toBe(true);
    for (const row of rows) expect(row).toHaveTextContent('Physics For You');
    expect(screen.getByLabelText('Journal shown')).toHaveValue('PFY');
    await user.clear(screen.getByLabelText('From'));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(start));
    expect(screen.getByLabelText('Journal shown')).toHaveValue('PFY');
  });
});
