import { render, screen, within } from '@testing-library/react';
import { DocumentTable, type DocumentColumns } from './document-table';

interface Doc {
  id: number;
  no: string;
  party: string;
  total: string;
  cancelled: boolean;
}

const COLUMNS: DocumentColumns<Doc> = [
  { label: 'Number', cell: (row) => row.no },
  { label: 'Customer', cell: (row) => row.party },
  { label: 'Total (₹)', cell: (row) => row.total, numeric: true },
];
const ROWS: Doc[] = [
  { id: 1, no: 'SQ26-00001', party: 'Anjali Bansal', total: '1,200.00', cancelled: false },
  { id: 2, no: 'SQ26-00002', party: 'Surya Heights', total: '80.50', cancelled: true },
];

describe('document table', () => {
  it('heads each column, names each row by its first column, right-aligns figures and ends with the actions', () => {
    render(
      <DocumentTable
        rows={ROWS}
        caption="Quotations (2)"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={(row) => <button type="button">Open {row.no}</button>}
        rowClassName={(row) => (row.cancelled ? 'text-muted' : undefined)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Quotations (2)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Customer', 'Total (₹)', 'Actions']);
    const row = screen.getByRole('rowheader', { name: 'SQ26-00002' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Surya Heights', '80.50', 'Open SQ26-00002']);
    expect(within(row).getByRole('cell', { name: '80.50' })).toHaveClass('text-end');
    expect(within(row).getByRole('cell', { name: '80.50' })).toHaveAttribute('data-label', 'Total (₹)');
    expect(row).toHaveClass('text-muted');
    expect(screen.getByRole('rowheader', { name: 'SQ26-00001' }).closest('tr')).not.toHaveClass('text-muted');
    expect(within(row).getByRole('button', { name: 'Open SQ26-00002' })).toBeInTheDocument();
  });
});
