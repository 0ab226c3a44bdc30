import type { FieldDeclaration, FieldOption, ReferenceTarget, ResourceDeclaration } from '../../engine/resource';

/** Field shapes the masters of several modules share: each declared once, its wording passed in where it differs. */

type Pattern = NonNullable<FieldDeclaration['pattern']>;

/** A code's pattern: capital letters, digits and dashes, the message giving the module's own example. */
export function codePattern(example: string): Pattern {
  return { regex: /^[A-Z0-9-]+$/, message: `Use capital letters, digits and dashes, e.g. ${example}` };
}

/** A short code's pattern, with no dashes (a unit of measure, a shift, a leave type). */
export function plainCodePattern(example: string): Pattern {
  return { regex: /^[A-Z0-9]+$/, message: `Use capital letters and digits only, e.g. ${example}` };
}

interface CodeFieldOptions {
  /** The key's field name and label, where the master calls it otherwise (itemId, Account id). */
  name?: string;
  label?: string;
  /** The module's own wording of the message, where it is not the usual one. */
  message?: string;
  /** No dashes: the plain code's pattern. */
  plain?: boolean;
}

/** A record's key: capital letters, digits and dashes (or letters and digits only), fixed once the record exists. */
export function codeField(
  example: string,
  max = 10,
  { name = 'code', label = 'Code', message, plain = false }: CodeFieldOptions = {},
): FieldDeclaration {
  const pattern = plain ? plainCodePattern(example) : codePattern(example);
  return {
    name,
    label,
    type: 'text',
    required: true,
    max,
    pattern: message === undefined ? pattern : { ...pattern, message },
    fixedAfterCreate: true,
  };
}

/** A tax's key: as a code, with dots too, since rates such as 2.5 are part of it. */
export function taxCodeField(example: string, name = 'code', label = 'Code'): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    required: true,
    max: 10,
    pattern: { regex: /^[A-Z0-9.-]+$/, message: `Use capital letters, digits, dots and dashes, e.g. ${example}` },
    fixedAfterCreate: true,
  };
}

/** The goods' HSN or the service's SAC code a tax rate is filed under (GST returns list sales by it). */
export const HSN_SAC: FieldDeclaration = {
  name: 'hsnSac',
  label: 'HSN / SAC',
  type: 'text',
  max: 8,
  pattern: { regex: /^\d{4,8}$/, message: '4 to 8 digits, e.g. 996331' },
};

export function nameField(max = 60, label = 'Name', name = 'name'): FieldDeclaration {
  return { name, label, type: 'text', required: true, max };
}

export const ACTIVE: FieldDeclaration = { name: 'active', label: 'Active', type: 'boolean', defaultValue: true };

/** Whether a price list's rates include tax, and what a new list starts with. */
export function taxInclusiveField(defaultValue = true): FieldDeclaration {
  return { name: 'taxInclusive', label: 'Rates include tax', type: 'boolean', defaultValue };
}

/** A reference to another master of the same module by its code, shown by its name (or the key and label given). */
export function refTo(
  target: ResourceDeclaration,
  { key = 'code', label = 'name' }: { key?: string; label?: string } = {},
): ReferenceTarget {
  return { resource: target.name, endpoint: target.endpoints.list, key, label };
}

export const FOOD_TYPES: readonly FieldOption[] = [
  { value: 'VEG', label: 'Vegetarian' },
  { value: 'NONVEG', label: 'Non-vegetarian' },
  { value: 'EGG', label: 'Contains egg' },
  { value: 'NA', label: 'Not food' },
];

/** A time of day as a text field holds it. */
export const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: '24-hour time, e.g. 07:30' };
