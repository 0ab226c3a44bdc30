import { format } from 'date-fns';
import * as z from 'zod';
import { fieldSchema } from './field-schemas';
import type { FieldDeclaration, FieldValue, LineRecord, ResourceDeclaration, ResourceRecord } from './resource';

/** The validation of a resource's record, derived from its declaration: the same in the form and the demo backend. */
export function resourceSchema(resource: ResourceDeclaration) {
  const fields = z.object(Object.fromEntries(resource.fields.map((field) => [field.name, fieldSchema(field)])));
  const checks = resource.checks;
  if (!checks) return fields;
  // Once every field is valid on its own, the declaration's rules across fields, each beside its field.
  return fields.superRefine((record, context) => {
    for (const [field, messages] of Object.entries(checks(record as ResourceRecord))) {
      for (const message of messages) context.addIssue({ code: 'custom', path: field.split('.'), message });
    }
  });
}

/** A field's starting value: its declared default, else empty text, no number, false, no lines. */
export function emptyValue(field: FieldDeclaration): FieldValue {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'boolean') return false;
  if (field.type === 'lines') return [];
  if (field.type === 'number' || field.type === 'money' || field.type === 'percent') return null;
  return '';
}

export function emptyLine(field: FieldDeclaration): LineRecord {
  return Object.fromEntries(
    (field.lines ?? []).map((child) => [child.name, emptyValue(child) as string | number | boolean | null]),
  );
}

/** A new record: every field at its starting value; a document dated today unless its declaration says otherwise. */
export function emptyRecord(resource: ResourceDeclaration): ResourceRecord {
  const record: ResourceRecord = Object.fromEntries(resource.fields.map((field) => [field.name, emptyValue(field)]));
  const dateField = resource.document?.dateField;
  if (dateField && record[dateField] === '') record[dateField] = format(new Date(), 'yyyy-MM-dd');
  return record;
}
