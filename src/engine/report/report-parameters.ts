import { endOfMonth, format, startOfMonth, startOfYear, subMonths } from 'date-fns';
import type { FieldDeclaration, FieldValue } from '../resource';
import { emptyValue } from '../resource-schema';

/** Date parameters may default to a moment relative to today. */
const RELATIVE: Readonly<Record<string, () => Date>> = {
  '@today': () => new Date(),
  '@month-start': () => startOfMonth(new Date()),
  '@last-month-start': () => startOfMonth(subMonths(new Date(), 1)),
  '@last-month-end': () => endOfMonth(subMonths(new Date(), 1)),
  '@year-start': () => startOfYear(new Date()),
  /** April 1 of the current financial year (India: April to March). */
  '@fy-start': () => {
    const today = new Date();
    return new Date(today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1, 3, 1);
  },
};

export function parameterDefault(field: FieldDeclaration): FieldValue {
  const relative = typeof field.defaultValue === 'string' ? RELATIVE[field.defaultValue] : undefined;
  return relative ? format(relative(), 'yyyy-MM-dd') : emptyValue(field);
}

const PREFIX = 'p.';

/** The parameters in the URL (`p.<name>`), else their defaults: so a shared link reruns the same report. */
export function readParameters(
  fields: readonly FieldDeclaration[],
  params: URLSearchParams,
): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.map((field) => {
      const raw = params.get(`${PREFIX}${field.name}`);
      if (raw === null) return [field.name, parameterDefault(field)];
      if (field.type === 'boolean') return [field.name, raw === 'true'];
      if (['number', 'money', 'percent'].includes(field.type)) return [field.name, raw === '' ? null : Number(raw)];
      return [field.name, raw];
    }),
  );
}

export function writeParameters(values: Readonly<Record<string, FieldValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== '' && !Array.isArray(value)) params.set(`${PREFIX}${name}`, String(value));
  return params;
}
