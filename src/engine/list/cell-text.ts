import { formatAmount } from '../../lib/format/number-format';
import { formatDate, formatDateTime } from '../../lib/format/date-format';
import type { FieldDeclaration, FieldValue } from '../resource';

/** Labels of referenced records, by field name then key. */
export type ReferenceLabels = Readonly<Record<string, ReadonlyMap<string, string>>>;

/** A value as the list shows it: dates DD-Mon-YYYY, money with two decimals, booleans Yes / No, references by name. */
export function cellText(
  field: FieldDeclaration | undefined,
  value: FieldValue | undefined,
  references: ReferenceLabels = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'line' : 'lines'}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (!field) return String(value);
  switch (field.type) {
    case 'money':
      return typeof value === 'number' ? formatAmount(value) : String(value);
    case 'percent':
      return `${String(value)} %`;
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'select':
      return field.options?.find((option) => option.value === String(value))?.label ?? String(value);
    case 'reference':
      return references[field.name]?.get(String(value)) ?? String(value);
    case 'image':
      return 'Picture';
    default:
      return String(value);
  }
}
