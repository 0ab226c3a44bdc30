import { HttpResponse } from 'msw';

/**
 * The demo backend made unreliable on purpose, for the chaos run (scripts/chaos.mjs): while local storage holds a
 * setting under `erp.demo.chaos`, each API call may be dropped, delayed, answered 500 or 502 or with a static host's
 * page (status 200), processed with its answer lost, or processed twice, as a flaky network and a proxy in front of
 * a real server would. The choices are drawn from the setting's seed, so a run can be played again.
 *
 * Off (no setting) it costs one local-storage read per call.
 */
export const CHAOS_KEY = 'erp.demo.chaos';
/** How many calls met each fault (JSON of counts), for the run's report. */
export const CHAOS_TALLY_KEY = 'erp.demo.chaos.tally';
/** `<prefix><Idempotency-Key>` = the endpoint: an operation that reached the handlers at least once. */
export const CHAOS_REACHED_PREFIX = 'erp.demo.chaos.reached.';

/** Each rate is a probability per call (the five faults' together at most 1); `slow` the chance of a delay. */
export interface ChaosSetting {
  seed: number;
  /** No answer at all, nothing processed (a dropped connection). */
  drop?: number;
  /** 500 or 502, nothing processed. */
  error?: number;
  /** The static host's index.html with status 200, nothing processed. */
  html?: number;
  /** Processed, then the answer is lost (a dropped connection or a 502 from the proxy). */
  lostAnswer?: number;
  /** Processed twice (at once or one after the other); the client gets one answer. */
  twice?: number;
  /** The chance of a delay, and its longest (uniform from 0). */
  slow?: number;
  maxDelayMs?: number;
  /** Only calls whose path contains one of these (any case) meet faults; every call when absent. */
  only?: string[];
}

export type ChaosFault = 'pass' | 'drop' | 'error' | 'html' | 'lostAnswer' | 'twice';

/** A static host's answer for a path it does not know: the app's own page (what an SPA fallback serves). */
const FALLBACK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>ERP</title></head><body><div id="root"></div></body></html>';
const BAD_GATEWAY =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

let lastRaw: string | null = null;
let lastSetting: ChaosSetting | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The setting in force, parsed once per change of its text; null when off or unreadable. */
export function chaosSetting(): ChaosSetting | null {
  const raw = storage()?.getItem(CHAOS_KEY) ?? null;
  if (raw === null) return null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    try {
      const parsed = JSON.parse(raw) as ChaosSetting;
      lastSetting = typeof parsed === 'object' && parsed !== null && Number.isFinite(parsed.seed) ? parsed : null;
    } catch {
      lastSetting = null;
    }
  }
  return lastSetting;
}

/** FNV-1a, 32 bits: the seed and the call's name to one number. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    value ^= text.charCodeAt(at);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many calls of each route this page has seen: the n-th draws the same choices for a seed. */
const seen = new Map<string, number>();

export interface ChaosPlan {
  fault: ChaosFault;
  /** Waited before the call is processed (or failed), and after it is processed before its answer is given. */
  beforeMs: number;
  afterMs: number;
  /** For `twice`: both at once (true) or the second after the first's answer. */
  together: boolean;
  /** For `error` and `lostAnswer`: answered 502 (else 500, or for a lost answer no answer at all). */
  gateway: boolean;
}

/** The n-th call of a route in this page. */
function turnOf(name: string): number {
  const turn = (seen.get(name) ?? 0) + 1;
  seen.set(name, turn);
  if (seen.size > 20_000) seen.clear();
  return turn;
}

/** What the setting does to one call, drawn from its seed, the call's name and its turn. */
export function planCall(setting: ChaosSetting, name: string, turn: number): ChaosPlan {
  const random = seededRandom(hash(`${setting.seed}|${name}|${turn}`));
  const draw = random();
  const rates: Array<[ChaosFault, number]> = [
    ['drop', setting.drop ?? 0],
    ['error', setting.error ?? 0],
    ['html', setting.html ?? 0],
    ['lostAnswer', setting.lostAnswer ?? 0],
    ['twice', setting.twice ?? 0],
  ];
  let fault: ChaosFault = 'pass';
  let edge = 0;
  for (const [candidate, rate] of rates) {
    edge += Math.max(0, rate);
    if (draw < edge) {
      fault = candidate;
      break;
    }
  }
  const delay = random() < (setting.slow ?? 0) ? Math.floor(random() * Math.max(0, setting.maxDelayMs ?? 0)) : 0;
  const split = random();
  // A fault on the way in waits before failing; one on the way out may wait on either side of the processing.
  const inbound = fault === 'drop' || fault === 'error' || fault === 'html';
  const beforeMs = inbound ? delay : Math.floor(delay * split);
  return { fault, beforeMs, afterMs: delay - beforeMs, together: random() < 0.5, gateway: random() < 0.5 };
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

function tally(fault: ChaosFault, delayed: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    const counts = JSON.parse(store.getItem(CHAOS_TALLY_KEY) ?? '{}') as Record<string, number>;
    counts.calls = (counts.calls ?? 0) + 1;
    counts[fault] = (counts[fault] ?? 0) + 1;
    if (delayed) counts.delayed = (counts.delayed ?? 0) + 1;
    store.setItem(CHAOS_TALLY_KEY, JSON.stringify(counts));
  } catch {
    // A full storage only loses the count, not the fault.
  }
}

/** Notes that an operation reached the handlers (the run's "sent"), once per key. */
function noteReached(request: Request, answer: Response | undefined): void {
  const key = request.headers.get('Idempotency-Key')?.trim();
  const store = storage();
  if (!key || !store || !answer || answer.type === 'error') return;
  try {
    const slot = `${CHAOS_REACHED_PREFIX}${key}`;
    if (store.getItem(slot) === null) store.setItem(slot, new URL(request.url).pathname);
  } catch {
    // As above.
  }
}

/**
 * A call of the in-page demo backend through the chaos run's unreliable network: `process` is the server's work (the
 * handlers, in the tab's turn); the delays, drops and fallback pages happen around it, as a network's do, so a slow
 * answer does not hold the server. Off (no setting), or for a path outside the setting's, the call goes straight on.
 */
export async function chaosAround(
  request: Request,
  process: (request: Request) => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const pass = (one: Request) => process(one.clone());
  const setting = chaosSetting();
  if (!setting) return process(request);
  const path = new URL(request.url).pathname;
  const lower = path.toLowerCase();
  const chosen = !setting.only || setting.only.some((fragment) => lower.includes(fragment.toLowerCase()));
  if (!lower.includes('/api/') || !chosen) return process(request);
  // By route and turn, not by the operation's key (a random id): the same run of calls meets the same faults.
  const name = `${request.method} ${lower}`;
  const plan = planCall(setting, name, turnOf(name));
  tally(plan.fault, plan.beforeMs + plan.afterMs > 0);
  await sleep(plan.beforeMs);
  switch (plan.fault) {
    case 'drop':
      return HttpResponse.error();
    case 'error':
      return plan.gateway
        ? new HttpResponse(BAD_GATEWAY, { status: 502, headers: { 'Content-Type': 'text/html' } })
        : HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    case 'html':
      return new HttpResponse(FALLBACK_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'lostAnswer': {
      noteReached(request, await pass(request));
      await sleep(plan.afterMs);
      return plan.gateway
        ? new HttpResponse(BAD_GATEWAY, { status: 502, headers: { 'Content-Type': 'text/html' } })
        : HttpResponse.error();
    }
    case 'twice': {
      const [first] = plan.together
        ? await Promise.all([pass(request), pass(request)])
        : [await pass(request), await pass(request)];
      noteReached(request, first);
      await sleep(plan.afterMs);
      return first;
    }
    default: {
      const answer = await pass(request);
      noteReached(request, answer);
      await sleep(plan.afterMs);
      return answer;
    }
  }
}
