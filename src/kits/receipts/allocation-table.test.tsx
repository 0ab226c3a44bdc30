import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AllocationTable } from './allocation-table';
import { DuesTable } from './dues-table';

const BILLS = [
  { billId: 'B1', dat: '2026-11-01', billAmt: 300, pending: 300, descriptio: 'Counter sale' },
  { billId: 'B2', dat: '2026-11-02', billAmt: 500, pending: 450.5 },
];

function Sample({ onTyped, problems }: { onTyped?: () => void; problems?: boolean }) {
  const form = useForm<{ shares: string[] }>({ defaultValues: { shares: ['300.00', ''] } });
  useEffect(() => {
    if (!problems) return;
    form.setError('shares.1', { message: 'Only 450.50 is pending' });
    form.setError('shares', { message: 'The bills take 300.00; the payment is 400.00' });
  }, [form, problems]);
  return (
    <AllocationTable
      form={form}
      name="shares"
      bills={BILLS}
      label="Settle"
      caption="Pending bills, oldest first."
      empty="No bill is pending."
      onTyped={onTyped}
    />
  );
}

describe('AllocationTable', () => {
  it('lists the bills with a box each for what it takes, named by the bill', async () => {
    const user = userEvent.setup();
    const onTyped = vi.fn();
    render(<Sample onTyped={onTyped} />);
    const table = screen.getByRole('table', { name: 'Pending bills, oldest first.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bill', 'Date', 'Bill amount', 'Pending', 'Settle']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(['B1', 'B2']);
    expect(within(table).getByText('Counter sale')).toBeInTheDocument();
    expect(within(table).getByText('450.50')).toHaveAttribute('data-label', 'Pending');
    expect(screen.getByRole('textbox', { name: 'Settle on B1' })).toHaveValue('300.00');
    await user.type(screen.getByRole('textbox', { name: 'Settle on B2' }), '5');
    expect(onTyped).toHaveBeenCalled();
  });

  it('shows each bill’s problem under its box and the total’s under the table', async () => {
    render(<Sample problems />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The bills take 300.00; the payment is 400.00');
    expect(screen.getByRole('textbox', { name: 'Settle on B2' })).toHaveAccessibleDescription('Only 450.50 is pending');
  });

  it('says so when there is no bill', () => {
    function Empty() {
      const form = useForm<{ shares: string[] }>({ defaultValues: { shares: [] } });
      return <AllocationTable form={form} name="shares" bills={[]} label="Pay" caption="Bills" empty="None due." />;
    }
    render(<Empty />);
    expect(screen.getByText('None due.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DuesTable', () => {
  it('names a wide table as a region, and gives a row its buttons last', () => {
    render(
      <DuesTable
        caption="Dues"
        captionTop
        region="Dues table"
        rows={[{ id: 'D1', owed: '10.00' }]}
        rowKey={(row) => row.id}
        columns={[
          { label: 'Due', cell: (row) => row.id },
          { label: 'Owed', figure: true, cell: (row) => row.owed },
        ]}
        actions={(row) => <button type="button">{`Pay ${row.id}`}</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Dues table' });
    expect(within(region).getByRole('columnheader', { name: 'Owed' })).toHaveClass('text-end');
    expect(within(region).getByRole('cell', { name: '10.00' })).toHaveClass('text-end');
    expect(within(region).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Pay D1' })).toBeInTheDocument();
  });
  it('reads out a hidden header, and dims the rows the list marks', () => {
    render(
      <DuesTable
        caption="Receipts"
        rows={[
          { id: 'R1', open: true },
          { id: 'R2', open: false },
        ]}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.open ? undefined : 'text-body-secondary')}
        columns={[
          { label: 'Receipt', cell: (row) => row.id },
          { label: 'Actions', hiddenLabel: true, cell: (row) => <button type="button">{`Print ${row.id}`}</button> },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' }).firstElementChild).toHaveClass('visually-hidden');
    expect(screen.getByRole('rowheader', { name: 'R1' }).closest('tr')).not.toHaveClass('text-body-secondary');
    expect(screen.getByRole('rowheader', { name: 'R2' }).closest('tr')).toHaveClass('text-body-secondary');
  });
});
