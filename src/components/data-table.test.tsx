import { render, screen, within } from '@testing-library/react';
import { DataTable, type TableColumn } from './data-table';

interface Line {
  code: string;
  name: string;
  amount: string;
}

const LINES: Line[] = [
  { code: 'A1', name: 'Rice', amount: '120.00' },
  { code: 'B2', name: 'Dal', amount: '80.50' },
];
const COLUMNS: Array<TableColumn<Line>> = [
  { label: 'Code', cell: (line) => line.code, total: 'Total' },
  { label: 'Item', cell: (line) => line.name, className: 'text-nowrap' },
  { label: 'Amount', cell: (line) => line.amount, numeric: true, total: '200.50' },
  { label: 'Actions', cell: (line) => <button type="button">Remove {line.code}</button>, hideLabel: true },
];

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('data table', () => {
  it('heads each column, names each row by its first column and right-aligns figures', () => {
    render(<DataTable rows={LINES} columns={COLUMNS} rowKey={(line) => line.code} caption="Lines" cards />);
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(headers()).toEqual(['Code', 'Item', 'Amount', 'Actions']);
    expect(within(table).getAllByRole('columnheader')[3]!.firstElementChild).toHaveClass('visually-hidden');
    const row = screen.getByRole('rowheader', { name: 'B2' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dal', '80.50', 'Remove B2']);
    expect(within(row).getByRole('cell', { name: '80.50' })).toHaveClass('text-end');
    expect(within(row).getByRole('cell', { name: 'Dal' })).toHaveClass('text-nowrap');
    expect(within(row).getByRole('cell', { name: 'Dal' })).toHaveAttribute('data-label', 'Item');
    expect(table.closest('div')).toHaveClass('table-responsive', 'list-cards');
    expect(table.querySelector('caption')).toHaveClass('caption-top');
  });

  it('shows the declared totals in the footer, the first as the row header', () => {
    render(<DataTable rows={LINES} columns={COLUMNS} rowKey={(line) => line.code} caption="Lines" />);
    const footer = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(footer.parentElement?.tagName).toBe('TFOOT');
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '200.50', '']);
    expect(screen.getByRole('rowheader', { name: 'A1' })).not.toHaveAttribute('data-label');
  });

  it('keeps plain cells when the rows have no name, hides the caption when asked, and adds free footer rows', () => {
    render(
      <DataTable
        rows={LINES}
        columns={COLUMNS.slice(1, 3)}
        rowKey={(_line, index) => index}
        caption="Unnamed lines"
        captionPlacement="hidden"
        rowHeader={false}
        footer={
          <tr>
            <td colSpan={2}>Carried forward</td>
          </tr>
        }
      />,
    );
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.getByText('Unnamed lines')).toHaveClass('visually-hidden');
    expect(screen.getByRole('cell', { name: 'Carried forward' })).toBeInTheDocument();
  });

  it('names rows by another column when told, and marks a row with its own attributes', () => {
    render(
      <DataTable
        rows={LINES}
        columns={COLUMNS.slice(0, 3)}
        rowKey={(line) => line.code}
        caption="Lines"
        rowHeader={1}
        rowAttributes={(line) => (line.code === 'B2' ? { 'aria-current': 'true' } : {})}
      />,
    );
    const chosen = screen.getByRole('rowheader', { name: 'Dal' }).closest('tr')!;
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(within(chosen).getByRole('cell', { name: 'B2' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Rice' }).closest('tr')).not.toHaveAttribute('aria-current');
  });

  it('shows what it is told instead of an empty table', () => {
    render(
      <DataTable
        rows={[]}
        columns={COLUMNS}
        rowKey={(line) => line.code}
        caption="Lines"
        empty={<p>No lines yet.</p>}
      />,
    );
    expect(screen.getByText('No lines yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lays out a bare table when it need not scroll', () => {
    const { container } = render(
      <DataTable rows={LINES} columns={COLUMNS} rowKey={(line) => line.code} caption="Lines" responsive={false} />,
    );
    expect(container.firstElementChild?.tagName).toBe('TABLE');
  });
});
