import { lastChatTime, messageTime } from './chat-time';
import { messageProblem } from './chat-types';

describe('chat times and messages', () => {
  const today = new Date(2026, 2, 5, 18, 0);
  it('shows the time alone for today and the date for other days', () => {
    expect(messageTime(new Date(2026, 2, 5, 14, 7).toISOString(), today)).toBe('14:07');
    expect(messageTime(new Date(2026, 2, 4, 9, 30).toISOString(), today)).toBe('04-Mar-2026 09:30');
    expect(lastChatTime(new Date(2026, 2, 5, 8, 5).toISOString(), today)).toBe('08:05');
    expect(lastChatTime(new Date(2026, 1, 28, 23, 59).toISOString(), today)).toBe('28-Feb-2026');
    expect(lastChatTime('', today)).toBe('');
  });

  it('refuses an empty or overlong message', () => {
    expect(messageProblem('  \n ')).toBe('Write a message first.');
    expect(messageProblem('x'.repeat(2001))).toBe('Keep a message within 2,000 characters.');
    expect(messageProblem(' Hello ')).toBeNull();
  });
});
