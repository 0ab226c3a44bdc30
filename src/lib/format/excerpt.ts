/**
 * The first `limit` characters followed by '...' when `text` is longer than
 * `limit`; otherwise `text` unchanged. null/undefined give ''.
 */
export function excerpt(text: string | null | undefined, limit = 5): string {
  if (text === null || text === undefined) return '';
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
