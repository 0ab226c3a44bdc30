import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enqueueOperation, flushOutbox, outboxSnapshot } from './outbox';
import { DISCARD_WORDS, OutboxStatus } from './outbox-status';
import { freezeClock, input, setupOutboxBackend } from './outbox-test-kit';

const backend = setupOutboxBackend();

describe('OutboxStatus', () => {
  it('shows nothing while the outbox is empty, then the waiting count politely', async () => {
    freezeClock();
    const { container } = render(<OutboxStatus />);
    await act(() => outboxSnapshot());
    expect(container).toBeEmptyDOMElement();

    await act(async () => {
      await enqueueOperation(input('kot-1', 'KOT for table T4'));
      await enqueueOperation(input('kot-2', 'KOT for table T5'));
      await flushOutbox();
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('2 waiting to send');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('lists a refused operation with the server text, Retry and Discard', async () => {
    freezeClock();
    backend.answers.set('bill-1', { status: 200, result: 'Table T4 is already settled' });
    backend.answers.set('bill-2', { status: 400, result: 'Amount is required' });
    await enqueueOperation(input('bill-1', 'Bill for table T4'));
    await enqueueOperation(input('bill-2', 'Bill for table T5', 'DIN|T5'));
    backend.answers.set('kot-3', { status: 409, result: 'Bill for table T4 has not reached the server yet' });
    await enqueueOperation(input('kot-3', 'KOT for table T6'));
    await enqueueOperation(input('settle-2', 'Settlement of table T5', 'DIN|T5'));
    await flushOutbox();
    const user = userEvent.setup();
    const { container } = render(<OutboxStatus />);

    expect(await screen.findByRole('status')).toHaveTextContent('2 waiting to send, 2 not sent');
    // What waits behind a refused operation says why it was not taken yet.
    expect(
      within(screen.getByRole('list', { name: 'Waiting behind them' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'KOT for table T6 waits: Bill for table T4 has not reached the server yet',
      'Settlement of table T5 waits: it goes after Bill for table T5, which was not sent',
    ]);
    expect(backend.sendsOf('settle-2')).toHaveLength(0);
    const notSent = screen.getByRole('list', { name: 'Not sent' });
    const items = within(notSent).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bill for table T4: Table T4 is already settled'),
      expect.stringContaining('Bill for table T5: Amount is required'),
    ]);

    backend.answers.set('bill-1', 'ok');
    await user.click(screen.getByRole('button', { name: 'Retry Bill for table T4' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 waiting to send, 1 not sent'));
    expect(screen.queryByRole('button', { name: 'Retry Bill for table T4' })).not.toBeInTheDocument();
    expect(backend.sendsOf('bill-1')).toHaveLength(2);

    // Discard says what it does first, and Keep it keeps it.
    await user.click(screen.getByRole('button', { name: 'Discard Bill for table T5' }));
    const asking = screen.getByRole('group', { name: 'Discard Bill for table T5?' });
    expect(asking).toHaveTextContent(DISCARD_WORDS);
    await user.click(within(asking).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 waiting to send, 1 not sent');
    await user.click(screen.getByRole('button', { name: 'Discard Bill for table T5' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Discard Bill for table T5?' })).getByRole('button', {
        name: 'Discard it',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^2 waiting to send$/));
    expect(screen.queryByRole('list', { name: 'Not sent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Waiting behind them' })).not.toBeInTheDocument();

    backend.answers.set('kot-3', 'ok');
    backend.answers.set('settle-2', 'ok');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
