import { configure, screen } from '@testing-library/react';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const AT = '/applayout-sidebar-large/front-desk';

describe('the fee screens of a company with no fee records (1010)', () => {
  it('open empty: the receipts list, a new receipt, the ledger, the pending reports and the dashboard', async () => {
    await signInAs(1010, 'admin');
    const list = renderApp(`${AT}/fd-feestra`);
    expect(await screen.findByText('No fee receipt in this period.', {}, { timeout: 8000 })).toBeInTheDocument();
    list.unmount();
    const form = renderApp(`${AT}/fd-feestra?record=new`);
    expect(await screen.findByRole('heading', { name: 'New fee receipt' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Pupil')).toBeInTheDocument();
    form.unmount();
    const ledger = renderApp(`${AT}/fd-students2`);
    expect(await screen.findByText('Choose a pupil to see the ledger.')).toBeInTheDocument();
    ledger.unmount();
    for (const [path, title] of [
      ['fd-rep-termwisependings', 'Term-wise pending fees report'],
      ['fd-rep-totalpendings', 'Total pending fees report'],
    ] as const) {
      const report = renderApp(`${AT}/${path}`);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      report.unmount();
    }
    const dashboard = renderApp(`${AT}/fd-dash`);
    expect(await screen.findByText('Fees pending')).toBeInTheDocument();
    dashboard.unmount();
  });
});
