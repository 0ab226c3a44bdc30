import type { ResourceDeclaration } from '../resource';

export interface ListParams {
  search: string;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  /** Filter field name -> chosen value (as text). */
  filters: Record<string, string>;
}

const FILTER_PREFIX = 'f.';

/** Reads the list's search, sort and filters from the URL, ignoring anything the declaration does not know. */
export function readListParams(resource: ResourceDeclaration, params: URLSearchParams): ListParams {
  const field = params.get('sort');
  const direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const known = new Set(resource.fields.map((f) => f.name));
  const filters: Record<string, string> = {};
  for (const name of resource.filters ?? []) {
    const value = params.get(`${FILTER_PREFIX}${name}`);
    if (value !== null && value !== '') filters[name] = value;
  }
  return {
    search: params.get('q') ?? '',
    sort: field && known.has(field) ? { field, direction } : (resource.defaultSort ?? null),
    filters,
  };
}

/** Writes the list state into the URL (so back/forward and a shared link restore it); defaults are left out. */
export function writeListParams(resource: ResourceDeclaration, state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  const fallback = resource.defaultSort;
  if (state.sort && !(fallback && fallback.field === state.sort.field && fallback.direction === state.sort.direction)) {
    params.set('sort', state.sort.field);
    params.set('dir', state.sort.direction);
  }
  for (const [name, value] of Object.entries(state.filters))
    if (value !== '') params.set(`${FILTER_PREFIX}${name}`, value);
  return params;
}

/** The next sort when a column header is pressed: ascending, then descending, then ascending again. */
export function nextSort(current: ListParams['sort'], field: string): NonNullable<ListParams['sort']> {
  return current?.field === field && current.direction === 'asc'
    ? { field, direction: 'desc' }
    : { field, direction: 'asc' };
}
