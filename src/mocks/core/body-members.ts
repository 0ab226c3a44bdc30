type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A member of a request body, its name matched case-insensitively, as ASP.NET Core binds bodies (`traCheck` or
 * `tracheck`).
 */
export function member(body: unknown, name: string): unknown {
  if (!isObject(body)) return undefined;
  const wanted = name.toLowerCase();
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : body[key];
}

/** A number as JSON carries it (a numeric string binds too); null for anything else. */
export const bodyNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** `tracheck` (1 create, 2 modify, 3 cancel) under any letter case; 0 when missing. */
export const traCheckOf = (body: Json) => bodyNumber(member(body, 'tracheck')) ?? 0;
