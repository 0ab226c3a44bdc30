import Button from 'react-bootstrap/Button';
import { groupState, tickedCount } from './matrix-state';
import { MenuRightsTable, type SetRights } from './menu-rights-table';
import type { MatrixModule, MatrixRow } from './permission-matrix';
import { TriCheckbox } from './tri-checkbox';

interface Props {
  module: MatrixModule;
  /** The module's rows the search found (all without a search). */
  rows: readonly MatrixRow[];
  expanded: boolean;
  onToggle: () => void;
  ticked: ReadonlySet<string>;
  onSet: SetRights;
  disabled: boolean;
}

/**
 * One module of the rights matrix, collapsible: its heading with a count and "Every right in …";
 * when open, a select-all per column ("Create on every … screen") and a table per menu. A closed
 * module renders none of its rows.
 */
export function ModuleRights({ module, rows, expanded, onToggle, ticked, onSet, disabled }: Props) {
  const panel = `rights-module-${module.moduleCode}`;
  const shown = new Set(rows);
  return (
    <section className="border rounded mb-2" aria-labelledby={`${panel}-heading`}>
      <div className="d-flex flex-wrap align-items-center gap-3 px-2 py-1 bg-body-tertiary">
        <h2 id={`${panel}-heading`} className="h6 m-0">
          <Button
            variant="link"
            className="p-0 text-decoration-none fw-semibold"
            aria-expanded={expanded}
            aria-controls={panel}
            onClick={onToggle}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'} </span>
            {module.name}
          </Button>
        </h2>
        <span className="small text-muted">
          {tickedCount(module.keys, ticked)} of {module.keys.length} rights
        </span>
        <TriCheckbox
          id={`${panel}-all`}
          label={`Every right in ${module.name}`}
          state={groupState(module.keys, ticked)}
          onChange={(on) => onSet(module.keys, on)}
          visibleLabel
          disabled={disabled}
        />
      </div>
      {expanded && (
        <div id={panel} className="p-2">
          <fieldset className="d-flex flex-wrap gap-3 mb-2">
            <legend className="small fw-semibold mb-1">Whole columns</legend>
            {module.columns.map((column) => (
              <TriCheckbox
                key={column.title}
                id={`${panel}-column-${column.title.replace(/\W+/g, '-')}`}
                label={`${column.title} on every ${module.name} screen`}
                state={groupState(column.keys, ticked)}
                onChange={(on) => onSet(column.keys, on)}
                visibleLabel
                disabled={disabled}
              />
            ))}
          </fieldset>
          <div className="table-responsive">
            {module.menus.map((menu) => {
              const menuRows = menu.rows.filter((row) => shown.has(row));
              return menuRows.length === 0 ? null : (
                <MenuRightsTable
                  key={menu.menuCode}
                  moduleName={module.name}
                  menu={menu}
                  rows={menuRows}
                  ticked={ticked}
                  onSet={onSet}
                  disabled={disabled}
                />
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
