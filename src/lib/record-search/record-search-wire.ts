/**
 * The records search call, as the client and the demo backend both speak it. The real server has no such call yet
 * (docs/modules/palette.md): it is named in the family's convention, `POST api/<Controller>/Get<Resources>` with the
 * typed text as `detail` (the convention's generic field) and `usr`, plus our `kinds`.
 */
export const RECORD_SEARCH_ENDPOINT = 'api/AdminSearch/GetSearchRecords';

/** What the palette may look for, each opened on its own screen. */
export const RECORD_KINDS = [
  'restaurant-bill',
  'takeaway-bill',
  'counter-bill',
  'guest',
  'pupil',
  'item',
  'supplier',
  'customer',
  'employee',
  'voucher',
  'purchase-order',
  'purchase-quotation',
  'sale-order',
  'sale-quotation',
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];

/** At most this many records of one kind in an answer. */
export const RECORDS_PER_KIND = 5;

export interface RecordSearchRequest {
  /** The typed text; empty asks the server to get ready (it answers nothing). */
  detail: string;
  /** The kinds the user's menu opens; the server answers only those the user's rights open too. */
  kinds: readonly RecordKind[];
}

/** One record found, exact number matches first within its kind. */
export interface FoundRecord {
  kind: RecordKind;
  /** What the record's screen opens it by: a bill or record number, a stay, a key, a voucher id. */
  recordId: string;
  /** The number it is known by (bill, admission, voucher, order...); a name-only record repeats its key. */
  number: string;
  name: string;
  /** A quieter line: the date, outlet, room, class, party... */
  detail: string;
  /** yyyy-MM-dd, where the screen lists its records by period. */
  date: string;
  /** What the screen needs besides the record: a bill's outlet, a voucher's type. */
  scope: string;
  /** The typed text is the record's whole number. */
  exact: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A well-formed answer row (the client reads nothing else). */
export function isFoundRecord(value: unknown): value is FoundRecord {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    RECORD_KINDS.some((kind) => kind === row.kind) &&
    [row.recordId, row.number, row.name, row.detail, row.date, row.scope].every(isText) &&
    typeof row.exact === 'boolean'
  );
}
