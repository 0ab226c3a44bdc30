import { readRecord, writeRecord } from './record-store';

/**
 * The demo backend's memory of `Idempotency-Key`s, per user: a save sent again with the same key (a retry after no
 * answer reached the client) gets the answer of the save that went through, and saves nothing again. The answers
 * are kept in the demo database, as a server keeps them in its own, so a retry sent by another tab (each runs its
 * own demo backend) or after a reload meets them too.
 */
const KEPT = 'idempotency-answers';

interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

// A retry arriving while the first attempt is still being saved waits for it.
const pending = new Map<string, Promise<StoredAnswer>>();

async function store(response: Response): Promise<StoredAnswer> {
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    body: await response.clone().text(),
  };
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
export async function answerOnce(
  request: Request,
  user: { companyCode: number; userName: string },
  save: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key')?.trim();
  if (!key) return save();
  const id = `${user.userName.toLowerCase()}|${key}`;
  const slot = `${user.companyCode}|${id}`;
  let answer = pending.get(slot);
  if (!answer) {
    answer = (async () => {
      const kept = await readRecord<StoredAnswer>(KEPT, user.companyCode, id);
      if (kept) return kept;
      const saved = await store(await save());
      // Only a save that went through is kept: a refusal saved nothing, so a retry may run again (and see what
      // changed meanwhile); a failure inside the save likewise.
      if (savedSomething(saved)) await writeRecord(KEPT, user.companyCode, id, saved);
      return saved;
    })();
    pending.set(slot, answer);
    const forget = () => void pending.delete(slot);
    answer.then(forget, forget);
  }
  return replay(await answer);
}
