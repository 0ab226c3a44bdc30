import * as z from 'zod';
import type { FieldDeclaration, ResourceDeclaration } from './resource';

function textSchema(field: FieldDeclaration): z.ZodType {
  let schema = z.string().trim();
  if (field.required) schema = schema.min(1, `${field.label} is required`);
  if (field.min !== undefined && field.min > 1) schema = schema.min(field.min, `${field.label} needs at least ${field.min} characters`);
  if (field.max !== undefined) schema = schema.max(field.max, `${field.label} takes at most ${field.max} characters`);
  if (field.pattern) {
    const { regex, message } = field.pattern;
    schema = schema.refine((value) => value === '' || regex.test(value), message) as unknown as typeof schema;
  }
  if (field.options) {
    const allowed = new Set(field.options.map((option) => option.value));
    return schema.refine((value) => value === '' || allowed.has(value), `Choose one of the listed ${field.label.toLowerCase()} values`);
  }
  return schema;
}

function numberSchema(field: FieldDeclaration): z.ZodType {
  const message = `${field.label} must be a number`;
  let schema = z.number({ error: message }).refine(Number.isFinite, message);
  if (field.min !== undefined) schema = schema.refine((value) => value >= field.min!, `${field.label} must be at least ${field.min}`);
  if (field.max !== undefined) schema = schema.refine((value) => value <= field.max!, `${field.label} must be at most ${field.max}`);
  // An empty number input reads as NaN (or null from JSON): required says so, optional stores null.
  const empty = (value: unknown) => value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
  return z.preprocess((value) => (empty(value) ? null : value), field.required ? schema.nullable().refine((value) => value !== null, `${field.label} is required`) : schema.nullable());
}

function fieldSchema(field: FieldDeclaration): z.ZodType {
  if (field.type === 'number') return numberSchema(field);
  if (field.type === 'boolean') return z.boolean();
  return textSchema(field);
}

/** The validation of a resource's record, derived from its declaration: the same in the form and the demo backend. */
export function resourceSchema(resource: ResourceDeclaration) {
  return z.object(Object.fromEntries(resource.fields.map((field) => [field.name, fieldSchema(field)])));
}

/** A new record: every field at its declared default (empty text, no number, false). */
export function emptyRecord(resource: ResourceDeclaration): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    resource.fields.map((field) => [field.name, field.defaultValue ?? (field.type === 'boolean' ? false : field.type === 'number' ? null : '')]),
  );
}
