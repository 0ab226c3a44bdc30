/** Readers of the HR write bodies the advances and leave routes share. */

/** A body value as an object (arrays pass as they are), or {}. */
export const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A reason or remark as sent: trimmed text, at most 200 characters, '' when absent. */
export const noteOf = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .slice(0, 200);
