import { memo } from 'react';
import { groupState } from './matrix-state';
import type { MatrixMenu, MatrixRow } from './permission-matrix';
import { TriCheckbox } from './tri-checkbox';

/** Tick (on) or clear rights by key. */
export type SetRights = (keys: readonly string[], on: boolean) => void;

interface RowProps {
  row: MatrixRow;
  columns: readonly string[];
  /** The row's ticked keys joined by spaces: a plain value, so an unchanged row does not render again. */
  tickedKeys: string;
  onSet: SetRights;
  disabled: boolean;
}

const RightsRow = memo(function RightsRow({ row, columns, tickedKeys, onSet, disabled }: RowProps) {
  const ticked = new Set(tickedKeys.split(' '));
  const keys = row.cells.map((cell) => cell.key);
  return (
    <tr>
      <th scope="row">
        {row.title}
        {row.qualifier && <div className="small text-muted">{row.qualifier}</div>}
        {row.menuEntry && <div className="small text-muted">Menu entry; opens /{row.path}</div>}
      </th>
      <td>
        <TriCheckbox
          id={`right-${row.id}-all`}
          label={`All rights on ${row.label}`}
          state={groupState(keys, ticked)}
          onChange={(on) => onSet(keys, on)}
          disabled={disabled}
        />
      </td>
      {columns.map((title) => {
        const cell = row.cells.find((candidate) => candidate.title === title);
        return (
          <td key={title}>
            {cell && (
              <input
                id={`right-${cell.key}`}
                type="checkbox"
                className="form-check-input"
                aria-label={`${title} on ${row.label}`}
                checked={ticked.has(cell.key)}
                onChange={(event) => onSet([cell.key], event.currentTarget.checked)}
                disabled={disabled}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
});

interface Props {
  moduleName: string;
  menu: MatrixMenu;
  /** The menu's rows to show (all, or those the search found). */
  rows: readonly MatrixRow[];
  ticked: ReadonlySet<string>;
  onSet: SetRights;
  disabled: boolean;
}

/** One menu's screens and their rights: a row per screen, a column per transaction, and a select-all per row. */
export function MenuRightsTable({ moduleName, menu, rows, ticked, onSet, disabled }: Props) {
  const caption = `${moduleName} ${menu.name.toLowerCase()}`;
  return (
    <table className="table table-sm table-hover align-middle rights-table">
      <caption className="caption-top fw-semibold text-body">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Screen</th>
          <th scope="col">All</th>
          {menu.columns.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <RightsRow
            key={row.id}
            row={row}
            columns={menu.columns}
            tickedKeys={row.cells
              .filter((cell) => ticked.has(cell.key))
              .map((cell) => cell.key)
              .join(' ')}
            onSet={onSet}
            disabled={disabled}
          />
        ))}
      </tbody>
    </table>
  );
}
