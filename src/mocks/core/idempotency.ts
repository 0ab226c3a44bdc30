/**
 * The demo backend's memory of recent `Idempotency-Key`s, per user: a save sent again with the same key
 * (a retry after no answer reached the client) gets the answer of the save that went through, and saves nothing again.
 */
const KEYS_KEPT = 500;

interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

// Pending answers are kept too, so a retry arriving while the first attempt is still being saved waits for it.
const answers = new Map<string, Promise<StoredAnswer>>();

async function store(response: Response): Promise<StoredAnswer> {
  return { status: response.status, contentType: response.headers.get('Content-Type') ?? 'application/json', body: await response.clone().text() };
}

function savedSomething(answer: StoredAnswer): boolean {
  if (answer.status !== 200) return false;
  try {
    const body = JSON.parse(answer.body) as unknown;
    return typeof body === 'object' && body !== null && (body as { result?: unknown }).result === 'OK';
  } catch {
    return false;
  }
}

function replay(answer: StoredAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
}

/** Runs `save` once per (company, user, key); without a key it always runs. */
export async function answerOnce(request: Request, user: { companyCode: number; userName: string }, save: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get('Idempotency-Key')?.trim();
  if (!key) return save();
  const slot = `${user.companyCode}|${user.userName.toLowerCase()}|${key}`;
  const known = answers.get(slot);
  if (known) return replay(await known);
  const pending = save().then(store);
  answers.set(slot, pending);
  // Only a save that went through is remembered: a refusal saved nothing, so a retry may run again
  // (and see what changed meanwhile); a failure inside the save likewise.
  pending.then(
    (answer) => {
      if (!savedSomething(answer)) answers.delete(slot);
    },
    () => answers.delete(slot),
  );
  if (answers.size > KEYS_KEPT) answers.delete(answers.keys().next().value ?? slot);
  return replay(await pending);
}

/** Forgets every key (the demo database was reset). */
export function forgetIdempotencyKeys(): void {
  answers.clear();
}
