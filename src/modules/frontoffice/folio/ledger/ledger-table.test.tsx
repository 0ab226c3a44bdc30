import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toPaise } from '../../../../lib/money/money';
import { folioBalancePaise } from '../../domain/folio';
import type { FolioLine } from '../../domain/stay-types';
import { LedgerTable, ledgerRows } from './ledger-table';

const CONTEXT = { company: 'Hotel', title: 'Guest folio CHK26-11/0001, room 203', period: '' };

/** A long stay's folio: nights, charges, restaurant bills, advances, some cancelled, written out of order. */
function folioOf(count: number): FolioLine[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = (['ROOM', 'CHARGE', 'POS', 'ADVANCE'] as const)[index % 4]!;
    const credit = kind === 'ADVANCE';
    const debit = credit ? 0 : 1000 + (index % 7) * 0.35;
    return {
      id: `CHK26-11/0001|${String(index).padStart(4, '0')}`,
      stayNo: 'CHK26-11/0001',
      dat: '2026-11-20',
      at: `2026-11-20T${String(Math.floor(index / 60) % 24).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
      kind,
      head: '',
      description: `Line ${index}`,
      reference: `R${index}`,
      amount: debit,
      cgst: 0,
      sgst: 0,
      debit,
      credit: credit ? 2500.1 : 0,
      room: '203',
      user: 'admin',
      voucher: '',
      cancelled: index % 50 === 0,
    };
  }).reverse();
}

describe('LedgerTable', () => {
  it('runs the balance over the lines oldest first and ends on the folio balance', () => {
    const lines = folioOf(500);
    const rows = ledgerRows(lines);
    expect(rows[0]!.line.description).toBe('Line 0');
    expect(rows.at(-1)!.balance).toBe(folioBalancePaise(lines));
    const cancelled = rows.findIndex((row) => row.line.cancelled && row.line.description !== 'Line 0');
    expect(rows[cancelled]!.balance).toBe(rows[cancelled - 1]!.balance);
    expect(rows.find((row) => row.line.kind === 'ADVANCE')).toMatchObject({
      credit: toPaise(2500.1),
      debit: 0,
      amount: 0,
    });
  });

  it('puts a 500-line folio in one table with headers but renders only a screenful of rows', () => {
    render(
      <MemoryRouter>
        <LedgerTable context={CONTEXT} lines={folioOf(500)} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: CONTEXT.title });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    // The first header cell is the company and title, which only prints.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((header) => header.getAttribute('scope') === 'col')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Type', 'Particulars', 'Reference', 'Room', 'Amount', 'GST', 'Debit', 'Credit', 'Balance']);
    // Body rows with cells (role queries over the whole table are slow in jsdom; the spacer rows hold one empty cell).
    const drawn = [...table.querySelectorAll<HTMLElement>('tbody tr:not([aria-hidden])')];
    expect(drawn.length).toBeLessThanOrEqual(60);
    expect(within(drawn[0]!).getByText('Line 0 — cancelled')).toBeInTheDocument();
    expect(drawn[0]).toHaveClass('text-decoration-line-through');
  });

  it("shows a room night's reference, its night, as every date is shown", () => {
    const night = { ...folioOf(1)[0]!, kind: 'ROOM' as const, reference: '2026-11-24', cancelled: false };
    const charge = { ...night, id: 'charge', kind: 'CHARGE' as const, reference: 'FCH26-11/0001' };
    render(
      <MemoryRouter>
        <LedgerTable context={CONTEXT} lines={[night, charge]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('cell', { name: '24-Nov-2026' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'FCH26-11/0001' })).toBeInTheDocument();
    expect(screen.queryByText('2026-11-24')).toBeNull();
  });

  it('says so when nothing is posted', () => {
    render(<LedgerTable context={CONTEXT} lines={[]} />);
    expect(screen.getByText('Nothing is posted to this folio yet.')).toBeInTheDocument();
  });
});
