import { configure, screen, waitFor, within } from '@testing-library/react';
import { activities } from '../../src/mocks/core/activity-log';
import { CONTACTS_ENDPOINTS } from '../../src/modules/workspace/contacts/contact-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const CONTACTS = '/applayout-sidebar-large/contacts';
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((r) => r.url.endsWith(`/${endpoint}`))
      .map((r) => r.clone().json() as Promise<Record<string, unknown>>),
  );
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
/** Types into a labelled field the quick way (a paste), after emptying it. */
async function fill(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name }, { timeout: 8000 })).closest('tr')!;

describe('contacts', () => {
  it('creates a contact with a double click saving once, finds it by search and status, edits and deletes it', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(CONTACTS);
    await rowOf('Anita Desai');
    expect(screen.getByText('12 contacts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New contact' }));
    await screen.findByRole('heading', { name: 'New contact' });
    expect(screen.getByLabelText('Online')).toBeChecked();
    await user.type(screen.getByLabelText('Name'), 'Zara Khan');
    await user.click(screen.getByLabelText('Offline'));
    await fill(user, 'Mood', 'At the site office');
    await fill(user, 'Email', 'zara.khan@example.com');
    await fill(user, 'Phone', '+91 98450 77881');
    await fill(user, 'Company', 'Khan Infra');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    const row = await rowOf('Zara Khan');
    expect([...row.querySelectorAll('th, td')].slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'ZKZara Khan',
      'Offline',
      'At the site office',
      'zara.khan@example.com',
      '+91 98450 77881',
      'Khan Infra',
    ]);
    expect(screen.getByText('13 contacts')).toBeInTheDocument();
    const saves = await bodiesTo(CONTACTS_ENDPOINTS.save);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      traCheck: 1,
      contact: {
        name: 'Zara Khan',
        status: 'offline',
        mood: 'At the site office',
        email: 'zara.khan@example.com',
        phone: '+91 98450 77881',
        company: 'Khan Infra',
        avatar: '',
      },
    });

    await user.type(screen.getByLabelText('Search contacts'), 'khan infra');
    expect(names()).toEqual(['ZKZara Khan']);
    expect(screen.getByText('1 of 13 contacts')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search contacts'));
    await user.selectOptions(screen.getByLabelText('Status'), 'offline');
    expect(names()).toEqual([
      'LRLakshmi Rao',
      'MJMeera Joshi',
      'NKNeha Kapoor',
      'RMRahul Mehta',
      'SISuresh Iyer',
      'ZKZara Khan',
    ]);
    await user.type(screen.getByLabelText('Search contacts'), 'nobody');
    expect(screen.getByText('No contact matches the search.')).toBeVisible();
    await user.clear(screen.getByLabelText('Search contacts'));

    await user.click(within(await rowOf('Zara Khan')).getByRole('button', { name: 'Edit Zara Khan' }));
    await screen.findByRole('heading', { name: 'Edit contact Zara Khan' });
    expect(screen.getByLabelText('Company')).toHaveValue('Khan Infra');
    await fill(user, 'Mood', 'Back at the head office');
    await user.click(screen.getByLabelText('Online'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'New contact' }, { timeout: 8000 });
    // The list keeps its offline filter: Zara, now online, is not in it.
    expect(screen.queryByRole('rowheader', { name: 'Zara Khan' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'online');
    const edited = await rowOf('Zara Khan');
    expect(edited).toHaveTextContent('Back at the head office');
    expect(edited).toHaveTextContent('Online');
    expect((await bodiesTo(CONTACTS_ENDPOINTS.save))[1]).toMatchObject({
      traCheck: 2,
      contact: { id: 'C013', name: 'Zara Khan', status: 'online', mood: 'Back at the head office' },
    });

    await user.click(within(edited).getByRole('button', { name: 'Delete Zara Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(dialog).toHaveTextContent('Delete Zara Khan?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Zara Khan' })).not.toBeInTheDocument());
    expect(screen.getByText('7 of 12 contacts')).toBeInTheDocument();
    expect((await bodiesTo(CONTACTS_ENDPOINTS.save))[2]).toMatchObject({ traCheck: 3, contact: { id: 'C013' } });
    const log = (await activities(1013))
      .filter((row) => row.subject === 'Contact')
      .map((row) => `${row.user}: ${row.detail}`);
    expect(log.sort()).toEqual([
      'admin: Changed contact Zara Khan',
      'admin: Created contact Zara Khan',
      'admin: Deleted contact Zara Khan',
    ]);
  });

  it('marks a short name, a bad email and a taken name beside the fields, keeping what was typed', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(`${CONTACTS}?contact=new`);
    await screen.findByRole('heading', { name: 'New contact' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Name'), 'Z');
    await fill(user, 'Email', 'zara@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name of 2 to 60 characters.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await bodiesTo(CONTACTS_ENDPOINTS.save)).toEqual([]);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'anita desai');
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There is already a contact named Anita Desai.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('anita desai');
    expect(await bodiesTo(CONTACTS_ENDPOINTS.save)).toHaveLength(1);
  });
});
