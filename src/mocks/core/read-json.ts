import { HttpResponse } from 'msw';

/** The request's JSON object body, or {} when it has none or is not an object. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.clone().json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** ASP.NET Core's validation answer: 400 with `errors: {Field: [messages]}` (line errors as `lines.0.qty`). */
export function validationAnswer(errors: Readonly<Record<string, string | readonly string[]>>): Response {
  const shaped = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, typeof messages === 'string' ? [messages] : messages]),
  );
  return HttpResponse.json({ title: 'Check the marked fields and save again.', errors: shaped }, { status: 400 });
}
