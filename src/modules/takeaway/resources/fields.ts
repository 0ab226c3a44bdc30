import type { FieldDeclaration, FieldOption, ReferenceTarget, ResourceDeclaration } from '../../../engine/resource';

/** Field shapes the take-away masters share (kept here so each declaration stays short). */

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

export function nameField(max = 60): FieldDeclaration {
  return { name: 'name', label: 'Name', type: 'text', required: true, max };
}

export const ACTIVE: FieldDeclaration = { name: 'active', label: 'Active', type: 'boolean', defaultValue: true };

/** A reference to another take-away master by its code, shown by its name. */
export function refTo(target: ResourceDeclaration): ReferenceTarget {
  return { resource: target.name, endpoint: target.endpoints.list, key: 'code', label: 'name' };
}

export const FOOD_TYPES: readonly FieldOption[] = [
  { value: 'VEG', label: 'Vegetarian' },
  { value: 'NONVEG', label: 'Non-vegetarian' },
  { value: 'EGG', label: 'Contains egg' },
  { value: 'NA', label: 'Not food' },
];

export const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: '24-hour time, e.g. 07:30' };
