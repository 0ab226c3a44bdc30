import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '../../lib/api/api-error';

/**
 * A server's refusal of a save, shown beside the field its words name (`fieldOf`); when they name none it is returned,
 * to be shown above the form, else null.
 */
export function refusalBeside<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fieldOf: (message: string) => Path<T> | null,
): string | null {
  const message = toApiError(error).message;
  const field = fieldOf(message);
  if (!field) return message;
  form.setError(field, { type: 'server', message });
  return null;
}
