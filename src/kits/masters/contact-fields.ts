import type { FieldDeclaration } from '../../engine/resource';

/** Contact and identity fields of parties and staff (Indian numbers and tax identities). */

interface ContactFieldOptions {
  name?: string;
  label?: string;
  required?: boolean;
}

export function mobileField({
  name = 'mobile',
  label = 'Mobile',
  required = false,
}: ContactFieldOptions = {}): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    required,
    max: 10,
    pattern: { regex: /^[6-9]\d{9}$/, message: 'Ten digits starting with 6 to 9, e.g. 9847012345' },
  };
}

/** A landline: STD code and number. */
export function phoneField({
  name = 'phone',
  label = 'Phone',
}: Omit<ContactFieldOptions, 'required'> = {}): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    max: 16,
    pattern: { regex: /^0\d{2,4}[ -]?\d{6,8}$/, message: 'STD code and number, e.g. 0484 2371946' },
  };
}

/** An email address; the example in its message is the module's own (sales@, orders@...). */
export function emailField(
  example: string,
  { name = 'email', label = 'Email', required = false }: ContactFieldOptions = {},
): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    required,
    max: 80,
    pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: `An email address, e.g. ${example}` },
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

/** Patterns of text fields whose name and label differ from master to master. */
export const ZIP = { regex: /^[1-9]\d{5}$/, message: 'Six digits, e.g. 682031' };
export const IFSC = { regex: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: 'Bank code, 0, branch code, e.g. SBIN0070123' };
