import type { FieldDeclaration, FieldValue } from '../resource';

/** The optional dates a tax master's rate is in force between, next to its `active` flag. */
export const IN_FORCE_FIELDS: readonly FieldDeclaration[] = [
  { name: 'inForceFrom', label: 'In force from', type: 'date', help: 'Empty: in force since always.' },
  {
    name: 'inForceUntil',
    label: 'In force until',
    type: 'date',
    help: 'The last day the rate applies; empty: still in force.',
  },
];

type MasterRecord = Readonly<Record<string, FieldValue | unknown>>;

/**
 * Is this master record (a tax rate) offered on `date` (yyyy-MM-dd): active, and in force from/until that day
 * inclusive?
 */
export function inForceOn(record: MasterRecord, date: string): boolean {
  if (record.active === false) return false;
  const from = typeof record.inForceFrom === 'string' ? record.inForceFrom : '';
  const until = typeof record.inForceUntil === 'string' ? record.inForceUntil : '';
  if (!date) return true;
  return (!from || from <= date) && (!until || date <= until);
}

/** The refusal of a document's tax not in force on its date (the server's words, shown to the user). */
export function notInForceMessage(tax: string, date: string): string {
  return `Tax ${tax} is not in force on ${date}; choose a rate in force on the document's date.`;
}
