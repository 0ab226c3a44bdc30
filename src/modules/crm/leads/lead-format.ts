/**
 * The browser's today as yyyy-MM-dd (local), for the date rules on the screens (the server checks again with its own).
 */
export function todayOf(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Whole days from a yyyy-MM-dd day to today. */
export const ageInDays = (day: string) =>
  Math.max(
    0,
    Math.round((Date.parse(`${todayOf()}T00:00:00Z`) - Date.parse(`${day.slice(0, 10)}T00:00:00Z`)) / 86_400_000),
  );
