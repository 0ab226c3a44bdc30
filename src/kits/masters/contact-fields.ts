import type { FieldDeclaration } from '../../engine/resource';

/** Contact and identity fields of parties and staff (Indian numbers and tax identities). */

interface ContactFieldOptions {
  name?: string;
  label?: string;
  required?: boolean;
  /** The module's own wording of the pattern's message, where it is not the usual one. */
  message?: string;
}

export function mobileField({
  name = 'mobile',
  label = 'Mobile',
  required = false,
  message = 'Ten digits starting with 6 to 9, e.g. 9847012345',
}: ContactFieldOptions = {}): FieldDeclaration {
  return { name, label, type: 'text', required, max: 10, pattern: { regex: /^[6-9]\d{9}$/, message } };
}

/** A landline: STD code and number. */
export function phoneField({
  name = 'phone',
  label = 'Phone',
}: Pick<ContactFieldOptions, 'name' | 'label'> = {}): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    max: 16,
    pattern: { regex: /^0\d{2,4}[ -]?\d{6,8}$/, message: 'STD code and number, e.g. 0484 2371946' },
  };
}

/**
 * An email address; the example in its message is the module's own (sales@, orders@...), or the whole message is,
 * where the module words it otherwise.
 */
export function emailField(
  example: string,
  { name = 'email', label = 'Email', required = false, message }: ContactFieldOptions = {},
): FieldDeclaration {
  return {
    name,
    label,
    type: 'text',
    required,
    max: 80,
    pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: message ?? `An email address, e.g. ${example}` },
  };
}

/** A GSTIN: state code, PAN, entity number, Z and a check character. */
export function gstinField({
  message = '15 characters: state code, PAN, entity, Z, check, e.g. 32AABCS1234F1Z5',
}: Pick<ContactFieldOptions, 'message'> = {}): FieldDeclaration {
  return {
    name: 'gstin',
    label: 'GSTIN',
    type: 'text',
    max: 15,
    pattern: { regex: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, message },
  };
}

export const GSTIN: FieldDeclaration = gstinField();

/**
 * Patterns of text fields whose name and label differ from master to master; a module that words the message its own
 * way keeps the pattern: `{ ...IFSC, message }`.
 */
export const ZIP = { regex: /^[1-9]\d{5}$/, message: 'Six digits, e.g. 682031' };
export const IFSC = { regex: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: 'Bank code, 0, branch code, e.g. SBIN0070123' };
export const BANK_ACCOUNT = { regex: /^\d{9,18}$/, message: 'Give 9 to 18 digits' };
