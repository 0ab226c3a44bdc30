import type { ResourceDeclaration, ResourceRecord } from './resource';

/** Rows whose searchable fields contain the text, ignoring letter case and surrounding spaces. */
export function filterRecords(resource: ResourceDeclaration, rows: readonly ResourceRecord[], text: string): ResourceRecord[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => resource.searchable.some((field) => String(row[field] ?? '').toLowerCase().includes(needle)));
}

/** A cell as text: booleans read Yes / No, empty values stay empty. */
export function cellText(value: ResourceRecord[string] | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
