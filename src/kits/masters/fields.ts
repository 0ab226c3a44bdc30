import type { FieldDeclaration, FieldOption, ReferenceTarget, ResourceDeclaration } from '../../engine/resource';

/** Field shapes the masters of several modules share: each declared once, its wording passed in where it differs. */

/** A record's key: capital letters, digits and dashes, fixed once the record exists. */
export function codeField(example: string, max = 10): FieldDeclaration {
  return {
    name: 'code',
    label: 'Code',
    type: 'text',
    required: true,
    max,
    pattern: { regex: /^[A-Z0-9-]+$/, message: `Use capital letters, digits and dashes, e.g. ${example}` },
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

export function nameField(max = 60, label = 'Name', name = 'name'): FieldDeclaration {
  return { name, label, type: 'text', required: true, max };
}

export const ACTIVE: FieldDeclaration = { name: 'active', label: 'Active', type: 'boolean', defaultValue: true };

/** Whether a price list's rates include tax, and what a new list starts with. */
export function taxInclusiveField(defaultValue = true): FieldDeclaration {
  return { name: 'taxInclusive', label: 'Rates include tax', type: 'boolean', defaultValue };
}

/** A reference to another master of the same module by its code, shown by its name. */
export function refTo(target: ResourceDeclaration): ReferenceTarget {
  return { resource: target.name, endpoint: target.endpoints.list, key: 'code', label: 'name' };
}

export const FOOD_TYPES: readonly FieldOption[] = [
  { value: 'VEG', label: 'Vegetarian' },
  { value: 'NONVEG', label: 'Non-vegetarian' },
  { value: 'EGG', label: 'Contains egg' },
  { value: 'NA', label: 'Not food' },
];

/** A time of day as a text field holds it. */
export const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: '24-hour time, e.g. 07:30' };
