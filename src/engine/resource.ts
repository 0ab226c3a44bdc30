import type { ScreenDeclaration } from '../lib/screens/screen-declaration';

export type FieldType = 'text' | 'multiline' | 'number' | 'boolean' | 'select';

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a master (architecture: "Declaring a screen"). Validation derives from it. */
export interface FieldDeclaration {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Numbers: smallest and largest value. Text: shortest and longest length. */
  min?: number;
  max?: number;
  pattern?: { regex: RegExp; message: string };
  options?: readonly FieldOption[];
  /** The value a new record starts with. */
  defaultValue?: string | number | boolean;
  /** Shown, but the user cannot change it once the record exists (keys). */
  fixedAfterCreate?: boolean;
  help?: string;
}

/** A master-data resource: fields, list columns, search, permissions (through its screen) and endpoints. */
export interface ResourceDeclaration {
  /** `<module>.<resource>`, the query key and the demo store's name. */
  name: string;
  /** Plural, for the list; singular, for the form and messages. */
  title: string;
  singular: string;
  /** The route and the permission code (create 1, modify 2, delete 3 derive from it). */
  screen: ScreenDeclaration;
  /** The field whose value identifies a record. */
  key: string;
  fields: readonly FieldDeclaration[];
  /** Field names shown as list columns, in order. */
  columns: readonly string[];
  /** Field names the search box looks in. */
  searchable: readonly string[];
  /** Backend contract: `api/<Controller>/Get<Resources>` and `Set<Resource>` with `{<entity>, traCheck, usr}`. */
  endpoints: { list: string; save: string };
  entity: string;
}

export type ResourceRecord = Record<string, string | number | boolean | null>;
