import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '../../src/app/query-client';
import { HOSTILE_MAIL_SUBJECT } from '../../src/mocks/workspace/seeds/mails';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

/** Every call the screen made is answered (no write or read left to land after the test's database reset). */
const settled = () =>
  waitFor(() => expect(getQueryClient().isFetching() + getQueryClient().isMutating()).toBe(0), { timeout: 8000 });

const INBOX = '/applayout-sidebar-large/inbox';

/** The global flag every payload of the hostile mail would set if it ever ran. */
interface PayloadFlag {
  __mailPayloadRan?: boolean;
}
const flag = () => (window as unknown as PayloadFlag).__mailPayloadRan;

async function openInbox(path = INBOX) {
  await signInAs(1013, 'admin');
  const rendered = renderApp(path);
  await screen.findByRole('table', { name: /^15 mails, \d+ unread/ }, { timeout: 8000 });
  return rendered;
}

const rowOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('tr')!;

describe('inbox', () => {
  it('shows the hostile mail as text and runs none of its payloads', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await openInbox();
    expect(screen.getByRole('table', { name: '15 mails, 5 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: HOSTILE_MAIL_SUBJECT }));
    const pane = await screen.findByRole('region', { name: 'Message' }, { timeout: 8000 });
    expect(screen.getByRole('heading', { name: HOSTILE_MAIL_SUBJECT })).toBeInTheDocument();
    expect(pane).toHaveTextContent('Please review the quarterly figures before Friday.');
    expect(pane).toHaveTextContent('Open the report');
    expect(pane).toHaveTextContent('Regards, the accounts team');

    expect(pane.querySelectorAll('script, iframe, object, embed, form, input, style')).toHaveLength(0);
    const attributes = [...pane.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => attribute.name.toLowerCase().startsWith('on'))).toEqual([]);
    expect(attributes.filter((attribute) => attribute.value.toLowerCase().includes('javascript:'))).toEqual([]);
    expect(within(pane).getByText('Open the report')).not.toHaveAttribute('href');
    expect(pane.querySelector('img')).not.toHaveAttribute('src');
    expect(pane.querySelector('svg')).not.toBeNull();

    // Even if an event fired (jsdom loads no images), nothing of the payload is left to run.
    pane.querySelectorAll('img, svg, p, a').forEach((element) => {
      element.dispatchEvent(new Event('error'));
      element.dispatchEvent(new Event('load'));
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    await user.click(within(pane).getByText('Open the report'));
    expect(alert).not.toHaveBeenCalled();
    expect(flag()).toBeUndefined();
    expect(screen.getByRole('table', { name: '15 mails, 4 unread' })).toBeInTheDocument();
    await settled();
  });

  it('keeps read marks, stars and deletions after the inbox is opened again', async () => {
    const { user } = await openInbox();
    // Opening an unread mail reads it; the toolbar marks a selected one read (once for a double click); a star is
    // toggled.
    expect(rowOf('Ward rounds moved to 9:30')).toHaveTextContent('Unread');
    await user.click(screen.getByRole('button', { name: 'Ward rounds moved to 9:30' }));
    await screen.findByRole('region', { name: 'Message' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Pharmacy stock count on Saturday' }));
    await screen.findByText('1 selected');
    await user.dblClick(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(screen.getByRole('table', { name: '15 mails, 3 unread' })).toBeInTheDocument(), {
      timeout: 8000,
    });
    await user.click(screen.getByRole('button', { name: 'Star Fire drill on Wednesday' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Star Fire drill on Wednesday' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(4), {
      timeout: 8000,
    });

    // Delete asks first.
    await user.click(screen.getByRole('button', { name: 'Delete this mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete mail' });
    expect(dialog).toHaveTextContent('Delete "Ward rounds moved to 9:30"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('table', { name: '14 mails, 3 unread' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Ward rounds moved to 9:30' })).not.toBeInTheDocument();
    expect(await screen.findByText('Choose a mail to read it.')).toBeInTheDocument();

    await settled();
    cleanup();
    const { user: again } = renderApp('/applayout-sidebar-large/dashboard/misinbox');
    await screen.findByRole('heading', { name: 'Mails', level: 1 }, { timeout: 8000 });
    expect(await screen.findByRole('table', { name: '14 mails, 3 unread' })).toBeInTheDocument();
    expect(rowOf('Pharmacy stock count on Saturday')).not.toHaveTextContent('Unread');
    expect(rowOf('Pharmacy stock count on Saturday')).not.toHaveClass('fw-bold');
    expect(rowOf('Nursing roster for next week')).toHaveClass('fw-bold');
    expect(screen.getByRole('checkbox', { name: 'Select Pharmacy stock count on Saturday' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Star Fire drill on Wednesday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Search narrows the list; unselecting persists too.
    await again.type(screen.getByLabelText('Search'), 'pharmacy');
    expect(screen.getByRole('table', { name: '14 mails, 3 unread; 1 shown' })).toBeInTheDocument();
    await again.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select Pharmacy stock count on Saturday' })).not.toBeChecked(),
    );
    await settled();
  });
});
