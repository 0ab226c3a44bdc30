import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type TableColumn } from './data-table';
import { DocumentTable, type DocumentColumns } from './document-table';

interface Doc {
  no: string;
  party: string;
}

const ROWS: Doc[] = [
  { no: 'SQ26-00001', party: 'Anjali Bansal' },
  { no: 'SQ26-00002', party: 'Surya Heights' },
  { no: 'SQ26-00003', party: 'Lake View' },
];
const COLUMNS: DocumentColumns<Doc> = [
  { label: 'Number', cell: (row) => row.no },
  { label: 'Customer', cell: (row) => row.party },
];
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('a highlighted row', () => {
  it('is marked current and scrolled into view; another row keeps its own aria-current', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const columns: TableColumn<Doc>[] = [...COLUMNS];
      const { rerender } = render(
        <DataTable
          rows={ROWS}
          columns={columns}
          rowKey={(row) => row.no}
          caption="Quotations"
          rowAttributes={(row) => (row.no === 'SQ26-00003' ? { 'aria-current': 'page' } : {})}
        />,
      );
      const table = screen.getByRole('table', { name: 'Quotations' });
      expect(rowsOf(table).map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'page']);
      expect(scrolled).not.toHaveBeenCalled();
      rerender(
        <DataTable
          rows={ROWS}
          columns={columns}
          rowKey={(row) => row.no}
          caption="Quotations"
          rowAttributes={(row) => (row.no === 'SQ26-00003' ? { 'aria-current': 'page' } : {})}
          highlighted={1}
        />,
      );
      expect(rowsOf(table).map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', 'page']);
      expect(rowsOf(table)[1]).toHaveClass('table-active');
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(rowsOf(table)[1]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('in a document table that opens its rows, moves with ↑/↓ and opens with Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpen = vi.fn();
    render(
      <DocumentTable
        rows={ROWS}
        caption="Quotations"
        columns={COLUMNS}
        rowKey={(row) => row.no}
        actions={(row) => <button type="button">Print {row.no}</button>}
        onOpen={onOpen}
      />,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const table = screen.getByRole('table', { name: 'Quotations' });
    expect(rowsOf(table)[1]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(ROWS[1]);
  });

  it('is not offered in a document table that cannot open its rows', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <DocumentTable
        rows={ROWS}
        caption="Quotations"
        columns={COLUMNS}
        rowKey={(row) => row.no}
        actions={(row) => <button type="button">Print {row.no}</button>}
      />,
    );
    await user.keyboard('{ArrowDown}');
    const table = screen.getByRole('table', { name: 'Quotations' });
    expect(rowsOf(table).filter((row) => row.hasAttribute('aria-current'))).toEqual([]);
  });
});
