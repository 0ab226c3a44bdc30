import { formatDate } from '../../lib/format/date-format';
import type { FieldDeclaration, FieldValue } from '../resource';

/** The parameters in words for the printed header, e.g. "From 1 Apr 2026, To 22 Nov 2026, Account AC001". */
export function describeParameters(
  fields: readonly FieldDeclaration[],
  values: Readonly<Record<string, FieldValue>>,
): string {
  return fields
    .map((field) => {
      const value = values[field.name];
      if (value === null || value === '' || value === undefined || Array.isArray(value)) return null;
      if (field.type === 'boolean') return value ? field.label : null;
      if (field.type === 'date') return `${field.label} ${formatDate(String(value))}`;
      const option = field.options?.find((choice) => choice.value === value);
      return `${field.label} ${option?.label ?? String(value)}`;
    })
    .filter((part): part is string => part !== null)
    .join(', ');
}
