import { useDeferredValue, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ToolbarSearch } from '../../../components/toolbar-search';
import type { SetRights } from './menu-rights-table';
import { ModuleRights } from './module-rights';
import { useSession } from '../../../lib/session/session-store';
import { editionMatrix, type MatrixModule, type MatrixRow } from './permission-matrix';

interface Props {
  ticked: ReadonlySet<string>;
  onSet: SetRights;
  disabled?: boolean;
}

/**
 * The modules with the rows a search finds: a module's name matches all its rows, otherwise a screen's title (with its
 * qualifier).
 */
function found(
  matrix: readonly MatrixModule[],
  search: string,
): Array<{ module: MatrixModule; rows: readonly MatrixRow[] }> {
  const query = search.trim().toLowerCase();
  if (query === '') return matrix.map((module) => ({ module, rows: module.rows }));
  return matrix
    .map((module) => ({
      module,
      rows: module.name.toLowerCase().includes(query)
        ? module.rows
        : module.rows.filter((row) => row.label.toLowerCase().includes(query)),
    }))
    .filter((hit) => hit.rows.length > 0);
}

/**
 * Every screen's rights by module and menu, each module a collapsible section (only open ones
 * render their rows); a search opens the modules it finds rows in. State is the caller's set of
 * 'module.menu.screen.transaction' keys.
 */
export function RightsMatrix({ ticked, onSet, disabled = false }: Props) {
  // Only the modules of the signed-in company's edition: rights on the others would open nothing here.
  const matrix = editionMatrix(useSession()?.usr.pCode ?? '');
  const form = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: form.control, name: 'search' });
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());
  // Typing stays quick: the rows follow the search when the screen has time.
  const query = useDeferredValue(search);
  const hits = useMemo(() => found(matrix, query), [matrix, query]);
  const searching = query.trim() !== '';
  const total = useMemo(() => matrix.reduce((count, module) => count + module.keys.length, 0), [matrix]);
  const shownTicked = useMemo(
    () => matrix.reduce((count, module) => count + module.keys.filter((key) => ticked.has(key)).length, 0),
    [matrix, ticked],
  );

  return (
    <div className="rights-matrix">
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <ToolbarSearch
          form={form}
          id="rights-search"
          label="Find a screen or module"
          placeholder="e.g. Payments, Inventory"
          minWidth="18rem"
        />
        <p className="mb-2" role="status">
          {shownTicked} of {total} rights ticked
        </p>
      </div>
      {hits.length === 0 && <p>No screen or module matches “{query.trim()}”.</p>}
      {hits.map(({ module, rows }) => {
        const expanded = chosen.get(module.moduleCode) ?? searching;
        return (
          <ModuleRights
            key={module.moduleCode}
            module={module}
            rows={rows}
            expanded={expanded}
            onToggle={() => setChosen((previous) => new Map(previous).set(module.moduleCode, !expanded))}
            ticked={ticked}
            onSet={onSet}
            disabled={disabled}
          />
        );
      })}
    </div>
  );
}
