import type { FieldDeclaration, FieldOption, ReferenceTarget, ResourceDeclaration } from '../../../engine/resource';

/** Field shapes the point-of-sale masters share (kept here so each declaration stays short). */

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

export function mobileField(required = false): FieldDeclaration {
  return {
    name: 'mobile',
    label: 'Mobile',
    type: 'text',
    required,
    max: 10,
    pattern: { regex: /^[6-9]\d{9}$/, message: 'Ten digits starting with 6 to 9, e.g. 9847012345' },
  };
}

export const EMAIL: FieldDeclaration = {
  name: 'email',
  label: 'Email',
  type: 'text',
  max: 80,
  pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'An email address, e.g. orders@example.in' },
};

/** A reference to another POS master by its code, shown by its name. */
export function refTo(target: ResourceDeclaration): ReferenceTarget {
  return { resource: target.name, endpoint: target.endpoints.list, key: 'code', label: 'name' };
}

export const FOOD_TYPES: readonly FieldOption[] = [
  { value: 'VEG', label: 'Vegetarian' },
  { value: 'NONVEG', label: 'Non-vegetarian' },
  { value: 'EGG', label: 'Contains egg' },
  { value: 'NA', label: 'Not food' },
];

export const VEHICLES: readonly FieldOption[] = [
  { value: 'FOOT', label: 'On foot' },
  { value: 'CYCLE', label: 'Bicycle' },
  { value: 'MOTORCYCLE', label: 'Motorcycle' },
  { value: 'SCOOTER', label: 'Scooter' },
  { value: 'EV', label: 'Electric scooter' },
  { value: 'VAN', label: 'Delivery van' },
];

export const VEHICLE_NUMBER = {
  regex: /^[A-Z]{2}-\d{2}-[A-Z]{1,3}-\d{4}$/,
  message: 'State, RTO, series and number, e.g. KL-07-BK-4821',
};

export const TAX_INCLUSIVE: FieldDeclaration = {
  name: 'taxInclusive',
  label: 'Rates include tax',
  type: 'boolean',
  defaultValue: true,
};
