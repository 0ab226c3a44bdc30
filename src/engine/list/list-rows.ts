import type { FieldDeclaration, ResourceDeclaration, ResourceRecord } from '../resource';
import { cellText, type ReferenceLabels } from './cell-text';
import type { ListParams } from './list-params';

/** A record with what the list needs precomputed once per load: its key and its lower-cased search text. */
export interface ListRow {
  key: string;
  /** What people call the record: a document's number where its key is the server's record id, else the key. */
  label: string;
  record: ResourceRecord;
  haystack: string;
}

/** How one searchable field adds to a row's search text; chosen once per load, not per row. */
function searchPart(
  field: FieldDeclaration | undefined,
  name: string,
  references: ReferenceLabels,
): (record: ResourceRecord) => string {
  // References are found by name and by code.
  if (field?.type === 'reference')
    return (record) => `${cellText(field, record[name], references)}\u0000${String(record[name] ?? '')}`;
  // Plain text is its own search text (the common case, kept cheap for 100,000 rows).
  if (field?.type === 'text' || field?.type === 'multiline')
    return (record) => {
      const value = record[name];
      return typeof value === 'string' ? value : cellText(field, value, references);
    };
  return (record) => cellText(field, record[name], references);
}

export function prepareRows(
  resource: ResourceDeclaration,
  records: readonly ResourceRecord[],
  references: ReferenceLabels = {},
): ListRow[] {
  const labelField = resource.document?.number ?? resource.key;
  const parts = resource.searchable.map((name) =>
    searchPart(
      resource.fields.find((field) => field.name === name),
      name,
      references,
    ),
  );
  const rows: ListRow[] = new Array<ListRow>(records.length);
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    let haystack = '';
    for (let part = 0; part < parts.length; part++) haystack += (part > 0 ? '\u0000' : '') + parts[part]!(record);
    const key = String(record[resource.key] ?? '');
    rows[index] = {
      key,
      label: labelField === resource.key ? key : String(record[labelField] ?? key),
      record,
      haystack: haystack.toLowerCase(),
    };
  }
  return rows;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const NUMERIC = new Set(['number', 'money', 'percent']);

/** Rows in the chosen order (stable; empty values last). Sort keys are computed once per row, not per comparison. */
export function sortRows(
  resource: ResourceDeclaration,
  rows: readonly ListRow[],
  sort: ListParams['sort'],
  references: ReferenceLabels = {},
): ListRow[] {
  if (!sort) return [...rows];
  const field: FieldDeclaration | undefined = resource.fields.find((f) => f.name === sort.field);
  const sign = sort.direction === 'desc' ? -1 : 1;
  if (field && NUMERIC.has(field.type)) {
    const keyed = rows.map((row, index) => ({ row, index, value: row.record[sort.field] }));
    keyed.sort((a, b) => {
      if (typeof a.value !== 'number' || typeof b.value !== 'number') {
        return (typeof a.value === 'number' ? -1 : typeof b.value === 'number' ? 1 : 0) || a.index - b.index;
      }
      return sign * (a.value - b.value) || a.index - b.index;
    });
    return keyed.map(({ row }) => row);
  }
  const keyed = rows.map((row, index) => ({ row, index, text: cellText(field, row.record[sort.field], references) }));
  keyed.sort((a, b) => {
    if (!a.text || !b.text) return (a.text ? -1 : b.text ? 1 : 0) || a.index - b.index;
    return sign * collator.compare(a.text, b.text) || a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}

/** Rows whose search text contains the search (any letter case) and whose filter fields equal the chosen values. */
export function filterRows(rows: readonly ListRow[], search: string, filters: ListParams['filters']): ListRow[] {
  const needle = search.trim().toLowerCase();
  const chosen = Object.entries(filters);
  if (!needle && chosen.length === 0) return rows as ListRow[];
  return rows.filter(
    (row) =>
      (!needle || row.haystack.includes(needle)) &&
      chosen.every(([name, value]) => String(row.record[name] ?? '') === value),
  );
}
