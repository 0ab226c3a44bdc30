import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { CHAT_ENDPOINTS } from '../../src/modules/workspace/chat/chat-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const CHAT = '/applayout-sidebar-large/chat';
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((r) => r.url.endsWith(`/${endpoint}`))
      .map((r) => r.clone().json() as Promise<Record<string, unknown>>),
  );
const contactButton = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`^${name}`) }, { timeout: 8000 });
const messagesWith = (name: string) => screen.findByRole('log', { name: `Messages with ${name}` }, { timeout: 8000 });

describe('chat', () => {
  it('sends a message with Enter (Shift+Enter for a new line) that is still there when the app opens again', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(CHAT);
    await user.click(await contactButton('Rahul Mehta'));
    const box = await screen.findByLabelText('Message to Rahul Mehta');
    await messagesWith('Rahul Mehta');
    expect(screen.getByText('No messages yet. Say hello to Rahul Mehta.')).toBeVisible();

    await user.click(box);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Write a message first.')).toBeVisible();
    expect(box).toHaveAccessibleDescription('Write a message first. Enter sends; Shift+Enter starts a new line.');
    expect(await bodiesTo(CHAT_ENDPOINTS.send)).toEqual([]);

    await user.type(box, 'Please send the stock report.{Shift>}{Enter}{/Shift}<b>Thanks</b>');
    expect(box).toHaveValue('Please send the stock report.\n<b>Thanks</b>');
    await user.keyboard('{Enter}{Enter}');
    const log = await messagesWith('Rahul Mehta');
    expect(await within(log).findByText('Please send the stock report. <b>Thanks</b>')).toBeVisible();
    expect(log.querySelector('b')).toBeNull();
    await waitFor(() => expect(box).toHaveValue(''));
    const sent = await bodiesTo(CHAT_ENDPOINTS.send);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      message: { contactId: 'C003', text: 'Please send the stock report.\n<b>Thanks</b>' },
    });

    cleanup();
    const again = renderApp(`${CHAT}?with=C003`);
    const reopened = await messagesWith('Rahul Mehta');
    const mine = await within(reopened).findByText('Please send the stock report. <b>Thanks</b>');
    expect(mine.closest('li')).toHaveTextContent(/You, \d\d:\d\d$/);
    // Rahul is offline: no answer comes.
    expect(within(reopened).getAllByRole('listitem')).toHaveLength(1);
    expect(again.pathname()).toBe(CHAT);
  });

  it('has an online contact answer a second later, and keeps the answer', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(CHAT);
    await user.click(await contactButton('Anita Desai'));
    const log = await messagesWith('Anita Desai');
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByLabelText('Message to Anita Desai'), 'Can we move it to noon?{Enter}');
    expect(await within(log).findByText('Can we move it to noon?')).toBeVisible();
    const reply = await within(log).findByText('Sure, I will get back to you shortly.', {}, { timeout: 8000 });
    expect(reply.closest('li')).toHaveTextContent(/^Sure, I will get back to you shortly\.Anita Desai, \d\d:\d\d$/);

    cleanup();
    renderApp(`${CHAT}?with=C001`);
    const reopened = await messagesWith('Anita Desai');
    await within(reopened).findByText('Sure, I will get back to you shortly.');
    expect(within(reopened).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows unread counts in words and clears them when the conversation is opened', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(CHAT);
    const kavya = await contactButton('Kavya Menon');
    // 39 minutes ago: a time today, or yesterday's date when the test runs just after midnight.
    expect(kavya).toHaveAccessibleName(
      /^Kavya Menon, online, last message (\d\d:\d\d|\d\d-[A-Z][a-z]{2}-\d{4}), 2 unread messages$/,
    );
    expect(await contactButton('Priya Nair')).toHaveAccessibleName(/1 unread message$/);
    expect(await contactButton('Rahul Mehta')).toHaveAccessibleName('Rahul Mehta, offline');

    await user.click(kavya);
    const log = await messagesWith('Kavya Menon');
    expect(within(log).getByText('Two suppliers still owe us their statements.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Kavya Menon/ })).not.toHaveAccessibleName(/unread/),
    );
    expect(screen.getByRole('button', { name: /^Kavya Menon/ })).toHaveAttribute('aria-current', 'true');
    await waitFor(async () =>
      expect(await bodiesTo(CHAT_ENDPOINTS.markRead)).toEqual([expect.objectContaining({ detail: 'C002' })]),
    );

    cleanup();
    renderApp(CHAT);
    expect(await contactButton('Kavya Menon')).not.toHaveAccessibleName(/unread/);
    expect(await contactButton('Priya Nair')).toHaveAccessibleName(/1 unread message$/);
  });
});
