import { memo, useMemo } from 'react';
import type { AttendanceCodeInfo } from '../domain/attendance-codes';
import type { GridRow } from '../domain/attendance-edit';
import { monthTotals, totalsText, type GridEmployee } from '../domain/attendance-month';
import type { RowProblems } from './grid-problems';

export const ROW_HEIGHT = 32;

interface Props {
  index: number;
  /**
   * Where the row sits in the body, in px (its `top`: a transform per row made every scrolled frame slower to paint).
   */
  top: number;
  employee: GridEmployee;
  row: GridRow;
  codes: ReadonlyMap<string, AttendanceCodeInfo>;
  /** The active column when the active cell is on this row, else −1. */
  activeCol: number;
  /** The selected columns [left, right] when the selection covers this row, else null. */
  selected: readonly [number, number] | null;
  problems: RowProblems;
  /** The text being typed into the active cell, or null. */
  editing: string | null;
  onEditing: (text: string) => void;
  weekend: readonly boolean[];
}

/** What a cell says to a screen reader beyond its code. */
function extraText(saved: boolean, edited: boolean, late: string, ot: string): string {
  const parts = [
    edited ? 'changed' : saved ? '' : 'proposed',
    Number(late) > 0 ? `late ${late} min` : '',
    Number(ot) > 0 ? `overtime ${ot} h` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

/**
 * One employee's line: the name, a cell a day (code; proposed grey, changed bold, a problem outlined), the month's
 * totals.
 */
export const GridRowView = memo(function GridRowView({
  index,
  top,
  employee,
  row,
  codes,
  activeCol,
  selected,
  problems,
  editing,
  onEditing,
  weekend,
}: Props) {
  const totals = useMemo(() => totalsText(monthTotals(row, codes)), [row, codes]);
  return (
    <tr role="row" aria-rowindex={index + 2} style={{ top }}>
      <th
        role="rowheader"
        scope="row"
        className="ag-employee"
        title={`${employee.empname}, ${employee.designation}, ${employee.department}`}
      >
        {employee.empno} {employee.empname}
      </th>
      {row.map((cell, col) => {
        const active = col === activeCol;
        const problem = problems?.get(col);
        const classes = [
          'ag-day',
          cell.edited ? 'ag-edited' : cell.saved ? '' : 'ag-proposed',
          weekend[col] ? 'ag-weekend' : '',
          selected && col >= selected[0] && col <= selected[1] ? 'ag-selected' : '',
          problem ? 'ag-problem' : '',
          active ? 'ag-active' : '',
          Number(cell.late) > 0 ? 'ag-late' : '',
          Number(cell.ot) > 0 ? 'ag-ot' : '',
        ].filter(Boolean);
        const extra = cell.attendance ? extraText(cell.saved, cell.edited, cell.late, cell.ot) : '';
        return (
          <td
            key={col}
            role="gridcell"
            data-cell={`${index}:${col}`}
            tabIndex={active ? 0 : -1}
            aria-selected={selected !== null && col >= selected[0] && col <= selected[1]}
            aria-invalid={problem ? true : undefined}
            className={classes.join(' ')}
            aria-label={extra ? `${cell.attendance}${extra}` : undefined}
            title={
              problem ??
              (cell.attendance ? `${codes.get(cell.attendance)?.label ?? cell.attendance}${extra}` : undefined)
            }
          >
            {active && editing !== null ? (
              <input
                className="ag-editor"
                aria-label={`Code for ${employee.empname}, day ${col + 1}`}
                autoFocus
                value={editing}
                maxLength={6}
                onChange={(event) => onEditing(event.target.value)}
              />
            ) : (
              cell.attendance
            )}
          </td>
        );
      })}
      <td
        role="gridcell"
        className="ag-totals"
        data-cell={`${index}:${row.length}`}
        tabIndex={activeCol === row.length ? 0 : -1}
      >
        {totals}
      </td>
    </tr>
  );
});
