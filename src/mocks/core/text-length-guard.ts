import { http, HttpResponse } from 'msw';
import { textsTooLong } from '../../lib/format/text-limits';

/**
 * The body's fields as a form names them: inside the one record a save wraps (`{ uom: {...}, traCheck }` names
 * `name`, not `uom.name`); as sent otherwise (`header.descriptio`, `lines.2.term`).
 */
function fieldsOf(body: Record<string, unknown>): unknown {
  const records = Object.entries(body).filter(
    ([key, value]) => key !== 'usr' && value !== null && typeof value === 'object',
  );
  const [only] = records;
  return records.length === 1 && only && !Array.isArray(only[1]) ? only[1] : body;
}

/** The field a path ends in, as the message names it ('lines.1.term' → 'term, line 2'). */
function nameOf(path: string): string {
  const parts = path.split('.');
  const field = parts.at(-1) ?? path;
  const line = parts.length > 1 ? Number(parts.at(-2)) : Number.NaN;
  return Number.isInteger(line) ? `${field}, line ${line + 1}` : field;
}

/**
 * First in the handler list, after the fault switch: a write whose text is longer than its field allows
 * (`src/lib/format/text-limits.ts`, where no narrower length is declared) is refused before any handler, naming the
 * field, as the real server's columns would refuse it; anything else goes on to its handler.
 */
export const textLengthGuard = http.post('*/api/*', async ({ request }) => {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const problems = textsTooLong(fieldsOf(body as Record<string, unknown>));
  const [first] = Object.entries(problems);
  if (!first) return undefined;
  const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));
  return HttpResponse.json(
    { title: `${nameOf(first[0])} is too long: ${first[1].charAt(0).toLowerCase()}${first[1].slice(1)}`, errors },
    { status: 400 },
  );
});
