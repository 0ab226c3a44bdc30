import * as z from 'zod';
import { fromPaise, hasAtMostDecimals, MAX_AMOUNT_PAISE, TWO_DECIMALS_MESSAGE } from '../lib/money/money';
import { formatMoney } from '../lib/money/money-format';
import type { FieldDeclaration } from './resource';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;
/** Largest picture kept with a record, as a data URL. */
export const MAX_IMAGE_CHARS = 400_000;

function isRealDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The largest size of a money field that declares no bound of its own: 99,99,99,999.99. */
const MAX_AMOUNT = fromPaise(MAX_AMOUNT_PAISE);

function textSchema(field: FieldDeclaration): z.ZodType {
  let schema = z.string({ error: `${field.label} must be text` }).trim();
  if (field.required)
    schema = schema.min(
      1,
      field.type === 'reference' || field.type === 'select'
        ? `Choose a ${field.label.toLowerCase()}`
        : `${field.label} is required`,
    );
  if (field.min !== undefined && field.min > 1)
    schema = schema.min(field.min, `${field.label} needs at least ${field.min} characters`);
  if (field.max !== undefined) schema = schema.max(field.max, `${field.label} takes at most ${field.max} characters`);
  const checks: Array<[(value: string) => boolean, string]> = [];
  if (field.pattern) checks.push([(value) => field.pattern!.regex.test(value), field.pattern.message]);
  if (field.options) {
    const allowed = new Set(field.options.map((option) => option.value));
    checks.push([(value) => allowed.has(value), `Choose one of the listed ${field.label.toLowerCase()} values`]);
  }
  if (field.type === 'date')
    checks.push([(value) => DATE.test(value) && isRealDate(value), `${field.label} must be a date`]);
  if (field.type === 'datetime')
    checks.push([(value) => DATE_TIME.test(value) && isRealDate(value), `${field.label} must be a date and time`]);
  if (field.type === 'image') {
    checks.push([(value) => IMAGE.test(value), `${field.label} must be a PNG, JPEG, WebP or GIF picture`]);
    checks.push([(value) => value.length <= MAX_IMAGE_CHARS, `${field.label} is too large (at most about 300 kB)`]);
  }
  // Empty optional values skip the format checks.
  return checks.reduce<z.ZodType<string>>(
    (current, [test, message]) => current.refine((value) => value === '' || test(value), message),
    schema,
  );
}

/** The largest plain number (a quantity) that declares no bound of its own: 9,99,999.999. */
export const MAX_QUANTITY = 999_999.999;
/** The decimal places of a plain number that declares none: quantities to the gram or millilitre. */
const NUMBER_DECIMALS = 3;

/**
 * Money and percent: at most two decimals; plain numbers at most their declared (or 3); judged exactly on the number's
 * decimal text (lib/money).
 */
function decimals(field: FieldDeclaration): { places: number; message: string } {
  if (field.type === 'money') return { places: 2, message: TWO_DECIMALS_MESSAGE };
  const places = field.type === 'percent' ? 2 : (field.decimals ?? NUMBER_DECIMALS);
  return {
    places,
    message: places === 0 ? `${field.label} must be a whole number` : `${field.label} takes at most ${places} decimals`,
  };
}

const indian = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 3 });

function numberSchema(field: FieldDeclaration): z.ZodType {
  const message = `${field.label} must be a number`;
  const money = field.type === 'money';
  const min = field.min ?? (field.type === 'percent' ? 0 : money ? -MAX_AMOUNT : -MAX_QUANTITY);
  const max = field.max ?? (field.type === 'percent' ? 100 : money ? MAX_AMOUNT : MAX_QUANTITY);
  const shown = (bound: number) =>
    money && Math.abs(bound) === MAX_AMOUNT ? formatMoney(Math.sign(bound) * MAX_AMOUNT_PAISE) : indian(bound);
  const places = decimals(field);
  let schema: z.ZodType<number> = z.number({ error: message }).refine(Number.isFinite, message);
  schema = schema.refine((value) => hasAtMostDecimals(value, places.places), places.message);
  if (min !== undefined)
    schema = schema.refine((value) => value >= min, `${field.label} must be at least ${shown(min)}`);
  if (max !== undefined)
    schema = schema.refine((value) => value <= max, `${field.label} must be at most ${shown(max)}`);
  // An empty number input reads as NaN (or null from JSON): required says so, optional stores null.
  const empty = (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
  const nullable = schema.nullable();
  return z.preprocess(
    (value) => (empty(value) ? null : value),
    field.required ? nullable.refine((value) => value !== null, `${field.label} is required`) : nullable,
  );
}

function linesSchema(field: FieldDeclaration): z.ZodType {
  const line = z.object(Object.fromEntries((field.lines ?? []).map((child) => [child.name, fieldSchema(child)])));
  let schema = z.array(line, { error: `${field.label} must be a list of lines` });
  const min = field.min ?? (field.required ? 1 : 0);
  if (min > 0)
    schema = schema.min(min, `Add at least ${min} ${min === 1 ? 'line' : 'lines'} to ${field.label.toLowerCase()}`);
  if (field.max !== undefined) schema = schema.max(field.max, `${field.label} takes at most ${field.max} lines`);
  return schema;
}

/** The validation of one declared field. */
export function fieldSchema(field: FieldDeclaration): z.ZodType {
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent':
      return numberSchema(field);
    case 'boolean':
      return z.boolean({ error: `${field.label} must be yes or no` });
    case 'lines':
      return linesSchema(field);
    case 'select':
      // A status the server sets (the contract's numeric `pos`): shown, never typed, so any listed value or none.
      return field.readOnly
        ? z.union([z.string(), z.number(), z.null()], { error: `${field.label} must be one of its values` })
        : textSchema(field);
    default:
      return textSchema(field);
  }
}
