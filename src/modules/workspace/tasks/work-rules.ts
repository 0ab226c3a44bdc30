import { isValid, parseISO } from 'date-fns';
import type { WorkKind, WorkRecord } from './work-kinds';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields of a new task or ticket as the form starts: each field's initial value, dates today. */
export function emptyDraft(kind: WorkKind, today: string): Record<string, string> {
  return Object.fromEntries(
    kind.fields.map((field) => [field.name, field.initial ?? (field.type === 'date' ? today : '')]),
  );
}

/** The record's own text of a field, trimmed ('' when it is not a string). */
export function fieldText(record: Readonly<Record<string, unknown>>, name: string): string {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * What is wrong with a task or ticket, by field name ({} when nothing): every field is needed,
 * texts within their length, dates real 'yyyy-MM-dd' days, choices from their list. The form and
 * the server both ask this.
 */
export function workProblems(kind: WorkKind, record: Readonly<Record<string, unknown>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of kind.fields) {
    const value = fieldText(record, field.name);
    const label = field.label.toLowerCase();
    if (value === '') problems[field.name] = field.type === 'select' ? `Choose the ${label}.` : `Enter the ${label}.`;
    else if (field.max !== undefined && value.length > field.max)
      problems[field.name] = `The ${label} can be at most ${field.max} characters.`;
    else if (field.type === 'date' && !(DAY.test(value) && isValid(parseISO(value))))
      problems[field.name] = `Enter the ${label} as a date.`;
    else if (field.options && !field.options.includes(value))
      problems[field.name] = `Choose the ${label} from the list.`;
  }
  return problems;
}

/** How many records have each status, in the kind's order of statuses. */
export function statusCounts(kind: WorkKind, rows: readonly WorkRecord[]): Array<{ status: string; count: number }> {
  return kind.statuses.map((status) => ({ status, count: rows.filter((row) => row.status === status).length }));
}

/** The next id after the highest in use with the prefix, three digits at least: TSK-001, TSK-002... */
export function nextWorkId(prefix: string, ids: readonly string[]): string {
  const numbers = ids.filter((id) => id.startsWith(prefix)).map((id) => Number(id.slice(prefix.length)));
  const highest = Math.max(0, ...numbers.filter((number) => Number.isInteger(number)));
  return `${prefix}${String(highest + 1).padStart(3, '0')}`;
}
