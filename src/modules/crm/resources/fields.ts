import type { FieldDeclaration, FieldOption } from '../../../engine/resource';

/** Field shapes the CRM masters share (kept here so each declaration stays short). */

export function codeField(example: string, max = 10, label = 'Code'): FieldDeclaration {
  return {
    name: 'code',
    label,
    type: 'text',
    required: true,
    max,
    pattern: { regex: /^[A-Z0-9-]+$/, message: `Use capital letters, digits and dashes, e.g. ${example}` },
    fixedAfterCreate: true,
  };
}

export function nameField(max = 60, label = 'Name'): FieldDeclaration {
  return { name: 'name', label, type: 'text', required: true, max };
}

export const ACTIVE: FieldDeclaration = { name: 'active', label: 'Active', type: 'boolean', defaultValue: true };

export function mobileField(name = 'mobile', label = 'Mobile', required = false): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    required,
    max: 10,
    pattern: { regex: /^[6-9]\d{9}$/, message: 'Ten digits starting with 6 to 9, e.g. 9847012345' },
  };
}

export function phoneField(name = 'phone', label = 'Phone'): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    max: 16,
    pattern: { regex: /^0\d{2,4}[ -]?\d{6,8}$/, message: 'STD code and number, e.g. 0484 2371946' },
  };
}

export function emailField(name = 'email', label = 'Email', required = false): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    required,
    max: 80,
    pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'An email address, e.g. sales@example.in' },
  };
}

export const GSTIN: FieldDeclaration = {
  name: 'gstin',
  label: 'GSTIN',
  type: 'text',
  max: 15,
  pattern: {
    regex: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
    message: '15 characters: state code, PAN, entity, Z, check, e.g. 32AABCS1234F1Z5',
  },
};

export const PAN: FieldDeclaration = {
  name: 'pan',
  label: 'PAN',
  type: 'text',
  max: 10,
  pattern: { regex: /^[A-Z]{5}\d{4}[A-Z]$/, message: 'Five letters, four digits, a letter, e.g. ABCPM1234K' },
};

export const ZIP = { regex: /^[1-9]\d{5}$/, message: 'Six digits, e.g. 682031' };
export const IFSC = { regex: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: 'Bank code, 0, branch code, e.g. SBIN0070123' };

export const COMMISSION_ON: readonly FieldOption[] = [
  { value: 'INVOICE', label: 'Invoiced value' },
  { value: 'COLLECTION', label: 'Amount collected' },
  { value: 'MARGIN', label: 'Gross margin' },
];
