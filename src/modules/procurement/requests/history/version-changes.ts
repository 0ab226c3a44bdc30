import { formatDate } from '../../../../lib/format/date-format';
import { statusLabel } from '../../domain/approval-status';
import { formatQuantity } from '../request-format';
import type { RequestDetail, RequestHeader } from '../request-types';
import type { RequestVersion } from './history-types';

/** Names of the codes a request holds, so a change reads 'Department: Kitchen → Bar', never codes alone. */
export interface HistoryNames {
  department: (code: string) => string;
  employee: (code: string) => string;
  item: (code: string) => string;
  supplier: (code: string) => string;
  /** The unit of an item's line: its own, else the item's stock unit. */
  unit: (itemId: string, um: string | null) => string;
}

/** One field that differs between two versions, both values as the user reads them. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/** What happened to one line (by its line number) from the previous version. */
export interface LineChange {
  sno: number;
  kind: 'added' | 'removed' | 'changed';
  /** The fields that differ (changed lines only). */
  fields: FieldChange[];
  /** The line as the user reads it: 'Rice, 5 Kilograms'. */
  summary: string;
}

const NONE = '(none)';
const code = (value: string | null, name: (code: string) => string) => (value ? name(value) : NONE);
const words = (value: string | null) => (value ? `"${value}"` : NONE);
const day = (value: string | null) => (value ? formatDate(value) : NONE);

type Field<Row> = readonly [label: string, read: (row: Row, names: HistoryNames) => string];

const HEADER_FIELDS: readonly Field<RequestHeader>[] = [
  ['Request date', (header) => day(header.dat)],
  ['Department', (header, names) => code(header.department, names.department)],
  ['Employee', (header, names) => code(header.empno, names.employee)],
  ['Description', (header) => words(header.descriptio)],
  ['Status', (header) => statusLabel('request', header.statu)],
];

const LINE_FIELDS: readonly Field<RequestDetail>[] = [
  ['item', (line, names) => names.item(line.itemId)],
  ['description', (line) => words(line.itemDescription)],
  ['quantity', (line) => formatQuantity(line.qty)],
  ['unit', (line, names) => names.unit(line.itemId, line.um)],
  ['purpose', (line) => words(line.purpose)],
  ['required by', (line) => day(line.reqdBy)],
  ['suggested supplier', (line, names) => code(line.suggestedSupplier, names.supplier)],
  ['approved quantity', (line) => formatQuantity(line.approvedQty)],
  ['status', (line) => statusLabel('request', line.pos)],
];

function differences<Row>(fields: readonly Field<Row>[], before: Row, after: Row, names: HistoryNames): FieldChange[] {
  return fields.flatMap(([label, read]) => {
    const was = read(before, names);
    const is = read(after, names);
    return was === is ? [] : [{ label, before: was, after: is }];
  });
}

/** The header fields that differ between two versions. */
export const headerChanges = (before: RequestHeader, after: RequestHeader, names: HistoryNames): FieldChange[] =>
  differences(HEADER_FIELDS, before, after, names);

const summaryOf = (line: RequestDetail, names: HistoryNames) =>
  `${names.item(line.itemId)}, ${formatQuantity(line.qty)} ${names.unit(line.itemId, line.um)}`.trim();

/**
 * The lines added, removed or changed from `before` to `after`, matched by line number (the server deletes and
 * re-inserts a request's lines on every change, numbering them from 1), in line-number order.
 */
export function lineChanges(
  before: readonly RequestDetail[],
  after: readonly RequestDetail[],
  names: HistoryNames,
): LineChange[] {
  const was = new Map(before.map((line) => [line.sno, line]));
  const is = new Map(after.map((line) => [line.sno, line]));
  const numbers = [...new Set([...was.keys(), ...is.keys()])].sort((a, b) => a - b);
  return numbers.flatMap((sno): LineChange[] => {
    const old = was.get(sno);
    const line = is.get(sno);
    if (!old) return [{ sno, kind: 'added', fields: [], summary: summaryOf(line!, names) }];
    if (!line) return [{ sno, kind: 'removed', fields: [], summary: summaryOf(old, names) }];
    const fields = differences(LINE_FIELDS, old, line, names);
    return fields.length === 0 ? [] : [{ sno, kind: 'changed', fields, summary: summaryOf(line, names) }];
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const fieldWords = (change: FieldChange) => `${change.label} ${change.before} → ${change.after}`;

/** A line's change in words: 'Line 2 added: Rice, 5 Kilograms.' or 'Line 1: quantity 8 → 12.' */
export function lineChangeWords(change: LineChange): string {
  if (change.kind === 'added') return `Line ${change.sno} added: ${change.summary}.`;
  if (change.kind === 'removed') return `Line ${change.sno} removed: ${change.summary}.`;
  return `Line ${change.sno}: ${change.fields.map(fieldWords).join('; ')}.`;
}

/**
 * What a version changed from the one before it, in words, one sentence per header field or line; the first
 * version says what the request was created with.
 */
export function versionChanges(
  previous: RequestVersion | undefined,
  current: RequestVersion,
  names: HistoryNames,
): string[] {
  if (!previous) {
    const status = statusLabel('request', current.header.statu);
    return [`Created with ${plural(current.lines.length, 'line', 'lines')}, ${status.toLowerCase()}.`];
  }
  const changes = [
    ...headerChanges(previous.header, current.header, names).map(
      (change) => `${change.label}: ${change.before} → ${change.after}.`,
    ),
    ...lineChanges(previous.lines, current.lines, names).map(lineChangeWords),
  ];
  return changes.length > 0 ? changes : ['Saved with nothing changed.'];
}
