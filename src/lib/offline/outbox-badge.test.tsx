import { act, render, screen } from '@testing-library/react';
import { enqueueOperation, flushOutbox, resetOutboxMemoryForTests } from './outbox';
import { hasQueuedWork, OutboxBadge } from './outbox-badge';
import { freezeClock, input, laterBy, setupOutboxBackend } from './outbox-test-kit';

const backend = setupOutboxBackend();

describe('the header reminder of what waits to send', () => {
  it('is marked while the outbox holds work (through a reload), says how much, and goes once all is sent', async () => {
    freezeClock();
    expect(hasQueuedWork()).toBe(false);
    await enqueueOperation(input('kot-9', 'KOT for table T9', 'T9'));
    await flushOutbox();
    expect(hasQueuedWork()).toBe(true);

    // A reload forgets what was loaded; the mark, in local storage, does not.
    await resetOutboxMemoryForTests();
    expect(hasQueuedWork()).toBe(true);
    render(<OutboxBadge />);
    expect(await screen.findByRole('status')).toHaveTextContent('1 waiting to send');

    backend.answers.set('kot-9', 'ok');
    laterBy(1_000);
    await act(() => flushOutbox());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(hasQueuedWork()).toBe(false);
  });
});
