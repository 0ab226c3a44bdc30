import type { ScreenDeclaration } from '../lib/screens/screen-declaration';
import type { DocumentRules } from './document/document';

export type FieldType =
  | 'text'
  | 'multiline'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'image'
  | 'lines';

export interface FieldOption {
  value: string;
  label: string;
}

/** Another resource a field points to, by name and list endpoint (modules never import each other). */
export interface ReferenceTarget {
  resource: string;
  endpoint: string;
  /** The target's key field (stored in this field) and the field shown to the user. */
  key: string;
  label: string;
  /** Offer only the target's records whose field holds one of the values, e.g. `{ type: ['CAS'] }`. */
  where?: Readonly<Record<string, readonly string[]>>;
  /**
   * Offer only records active and in force (inForceFrom/inForceUntil) on the date in this form field, e.g. a document's
   * date.
   */
  inForceOn?: string;
  /**
   * Offer only the target's records whose field holds what this form's field holds, once it holds something: target
   * field → form field, e.g. `{ vendorid: 'vendorid' }` (the orders of the supplier chosen on the receipt).
   */
  matches?: Readonly<Record<string, string>>;
}

/** One field of a master (architecture: "Declaring a screen"). Validation derives from it. */
export interface FieldDeclaration {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /**
   * Numbers, money, percent: smallest and largest value. Text: shortest and longest length. Lines: fewest and most
   * rows.
   */
  min?: number;
  max?: number;
  /** Numbers: the most decimal places (3 unless declared, as quantities take). */
  decimals?: number;
  pattern?: { regex: RegExp; message: string };
  options?: readonly FieldOption[];
  reference?: ReferenceTarget;
  /** The fields of each line (type 'lines'): simple fields only. */
  lines?: readonly FieldDeclaration[];
  /** The value a new record starts with. */
  defaultValue?: string | number | boolean;
  /** Shown, but the user cannot change it once the record exists (keys). */
  fixedAfterCreate?: boolean;
  /** Shown, never edited (computed or set by the server). */
  readOnly?: boolean;
  /** Kept off a document's print: the office's own links, not the party's business (a line's request number). */
  notPrinted?: boolean;
  help?: string;
}

/** A master-data resource: fields, list columns, search, filters, permissions (through its screen) and endpoints. */
export interface ResourceDeclaration {
  /** `<module>.<resource>`, the query key and the demo store's name. */
  name: string;
  /** Plural, for the list; singular, for the form and messages. */
  title: string;
  singular: string;
  /** The route and the permission code (create 1, modify 2, delete 3, print 7 derive from it). */
  screen: ScreenDeclaration;
  /** The field whose value identifies a record. */
  key: string;
  fields: readonly FieldDeclaration[];
  /** Field names shown as list columns, in order. */
  columns: readonly string[];
  /** Field names the search box looks in. */
  searchable: readonly string[];
  /** Select, boolean and reference fields offered as list filters. */
  filters?: readonly string[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /**
   * Backend contract: `api/<Controller>/Get<Resources>`, `Get<Resource>` {recordId}, `Set<Resource>` {<entity>,
   * traCheck, usr}.
   */
  endpoints: { list: string; get?: string; save: string };
  /**
   * Set where the server lists the documents of a period, never all at once: the list reads GeneralInformation
   * `{ frmDate, toDate, detail?, usr }` and shows From and To (the last 30 days unless chosen, kept in the URL).
   */
  listPeriod?: { detail?: string };
  /**
   * Set where one list route serves several masters told apart by GeneralInformation's `detail` (the QC tests of
   * each area): the list sends `{ detail, usr }` rather than the user alone.
   */
  listDetail?: string;
  entity: string;
  /**
   * Set where the server splits the record into `{ header, <lines parts> }` (save body and `get` answer); else
   * `{<entity>}`.
   */
  wire?: WireShape;
  /**
   * Rules across records that the server checks (the form cannot): a reference whose target must
   * agree on a field (a group's parent has the same nature), and a self-reference that must not loop.
   */
  integrity?: {
    sameAs?: ReadonlyArray<{ reference: string; field: string; message: string }>;
    acyclic?: { reference: string; message: string };
  };
  /**
   * Rules across the fields of one record (a time window, what a chosen kind needs): each problem keyed by
   * the field it is shown beside. Part of the record's schema, so the form and the demo backend both run them.
   */
  checks?: (record: ResourceRecord) => Readonly<Record<string, readonly string[]>>;
  /** Set for documents (orders, quotations...): numbering, totals, status, approval and print. */
  document?: DocumentRules;
  /**
   * A valid record that is not among the demo data: the tests create it through the form, and it documents the fields.
   */
  example: Readonly<Record<string, FieldValue>>;
}

export type FieldValue = string | number | boolean | null | readonly LineRecord[];
export type LineRecord = Readonly<Record<string, string | number | boolean | null>>;
export type ResourceRecord = Record<string, FieldValue>;

/**
 * How a record travels when the server splits it (the contract's "…Total" bodies): the header's
 * fields as `header`, each lines field under its own key beside it, e.g. a purchase order's
 * `{ header, lines, taxes, terms }`. `parts` maps a form field of type 'lines' to its key on the
 * wire; a form field may differ from the wire key where the header has a field of the same name (the
 * order's header `taxes` is the tax amount, its tax lines travel as `taxes` too).
 */
export interface WireShape {
  parts: Readonly<Record<string, string>>;
  /**
   * Where the `Get…` answer names a part otherwise than the save body (a goods receipt's lines come back as
   * `linedetails`).
   */
  answerParts?: Readonly<Record<string, string>>;
  /** The key the header travels under, `header` unless said (an employee's `{ employee, allowances, leaves... }`). */
  header?: string;
  /** The header travels as a one-row list under its key (a range-wise slab's `{ range: [slab] }`). */
  headerAsList?: boolean;
  /**
   * Where the wire's values differ in type from the form's (the server's int codes and record ids, which a form's
   * selects and references hold as text): the form's record as the wire carries it (before it is split into parts),
   * and a record assembled from the wire (or stored) as the form holds it.
   */
  toWire?: (record: ResourceRecord) => ResourceRecord;
  fromWire?: (record: ResourceRecord) => ResourceRecord;
}
