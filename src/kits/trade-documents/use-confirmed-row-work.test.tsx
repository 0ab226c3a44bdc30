import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmedRowWork } from './use-confirmed-row-work';

interface Order {
  recordId: number;
  seq: string;
}

type Handlers = { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void };

function Orders({ mutate }: { mutate: (variables: { recordId: number }, options: Handlers) => void }) {
  const remove = useConfirmedRowWork({ isPending: false, mutate }, (row: Order) => ({ recordId: row.recordId }), {
    verb: 'Delete',
    noun: 'sale order',
    effect: 'This cannot be undone.',
    confirmLabel: 'Delete order',
  });
  return (
    <>
      {remove.button({ recordId: 7, seq: 'SO-7' })}
      {remove.dialog}
    </>
  );
}

describe('a row deleted or cancelled once asked', () => {
  it('asks with the number and the effect, sends the row, and closes once settled', async () => {
    const mutate = vi.fn<(variables: { recordId: number }, options: Handlers) => void>();
    render(<Orders mutate={mutate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete SO-7' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete sale order' });
    expect(dialog).toHaveTextContent('Delete sale order SO-7? This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete order' }));
    expect(mutate).toHaveBeenCalledWith({ recordId: 7 }, expect.anything());
    act(() => mutate.mock.calls[0]![1].onSettled());
    expect(await screen.findByRole('button', { name: 'Delete SO-7' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('backs out with Keep it, sending nothing', async () => {
    const mutate = vi.fn();
    render(<Orders mutate={mutate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete SO-7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
