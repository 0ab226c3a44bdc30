import type { RefObject } from 'react';
import { useListShortcuts } from '../../lib/shortcuts/use-list-shortcuts';
import { documentAllows } from '../document/document-actions';
import type { ResourceDeclaration } from '../resource';
import { useScreenPermission } from '../use-screen-permission';
import type { ListRow } from './list-rows';

/**
 * A declared list's keys: `/` to its search box, `n` for a new record with the create right (as the New button), ↑/↓
 * to highlight a row, Enter to open it as its Edit button does (with the modify right, where the row may be edited).
 * `rows` are the rows shown (none while loading). Returns the highlighted row (-1: none).
 */
export function useResourceListKeys(
  resource: ResourceDeclaration,
  rows: readonly ListRow[],
  onOpen: (record: string) => void,
  search: RefObject<HTMLInputElement | null>,
) {
  const allowed = useScreenPermission();
  return useListShortcuts({
    count: rows.length,
    search: () => search.current,
    onNew: allowed('create') ? () => onOpen('new') : null,
    newLabel: `New ${resource.singular.toLowerCase()}`,
    onOpen: allowed('modify')
      ? (index) => {
          const row = rows[index];
          if (!row || !documentAllows(resource, row).edit) return false;
          onOpen(row.key);
        }
      : null,
  });
}
