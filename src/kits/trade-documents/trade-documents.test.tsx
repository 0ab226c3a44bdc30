import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countCaption } from './document-period-list';
import { DocumentTotals } from './document-totals';
import { LineGrid } from './line-grid';
import { PrintItemsTable } from './print-items-table';

describe('trade documents', () => {
  it('words a list caption by its count', () => {
    expect(countCaption(1, 'enquiry', 'enquiries')).toBe('1 enquiry');
    expect(countCaption(3, 'enquiry', 'enquiries')).toBe('3 enquiries');
  });

  it('grids the lines in the columns given; the last line left cannot be removed', async () => {
    const onRemove = vi.fn();
    const onAdd = vi.fn();
    const { rerender } = render(
      <LineGrid
        rows={[{ id: 'a' }, { id: 'b' }]}
        columns={[{ key: 'qty', header: 'Quantity', cell: (_index, n) => `qty ${n}` }]}
        onAdd={onAdd}
        onRemove={onRemove}
        error="Enter at least one item."
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Quantity', 'Remove']);
    expect(screen.getByText('qty 2')).toBeInTheDocument();
    expect(screen.getByText('Enter at least one item.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(onAdd).toHaveBeenCalledOnce();
    rerender(<LineGrid rows={[{ id: 'a' }]} columns={[]} onAdd={onAdd} onRemove={onRemove} />);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('prints the items with the named cell as the row header and figures right-aligned', () => {
    render(
      <PrintItemsTable
        lines={[{ sno: 1, name: 'Bolt', qty: 4 }]}
        lineKey={(line) => line.sno}
        caption="Items"
        captionClassName="caption-top"
        columns={[
          { label: '#', cell: (line) => line.sno },
          { label: 'Item', cell: (line) => line.name, rowHeader: true },
          { label: 'Quantity', cell: (line) => line.qty, numeric: true },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Bolt');
    expect(within(table).getByRole('columnheader', { name: 'Quantity' })).toHaveClass('text-end');
  });

  it('totals the amounts in rupees', () => {
    render(<DocumentTotals rows={[['Base amount', 150_00]]} totalPaise={177_00} />);
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Base amount150.00Total177.00');
  });
});
