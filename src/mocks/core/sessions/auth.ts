import { HttpResponse } from 'msw';
import { getDemoDb, userKey, type DemoToken } from '../db/demo-db';
import type { Permission } from '../../../lib/session/session-types';
import { permissionsOf } from '../company/roles-store';
import type { DemoUserRecord } from '../company/users';
import { CHANGES } from '../search/write-watch';
import { sessionMemory } from './session-memory';

export const SESSION_OVER_MESSAGE = 'Your Login Session is over please login again';
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface DemoSession {
  companyCode: number;
  userName: string;
  user: DemoUserRecord;
  /** The rights of the user's role as stored now (an administrator's change applies to the next call). */
  roles: Permission[];
}

/** Issues and stores a bearer token valid for 12 hours; resolves once it is written. */
export async function issueToken(companyCode: number, userName: string): Promise<string> {
  const record: DemoToken = {
    token: crypto.randomUUID(),
    companyCode,
    userName,
    expiresAt: Date.now() + TOKEN_LIFETIME_MS,
  };
  const db = await getDemoDb();
  const tx = db.transaction('tokens', 'readwrite');
  await Promise.all([tx.store.put(record), tx.done]);
  return record.token;
}

/** Sessions read lately, reused while no change can have made them stale (session-memory.ts). */
const SESSIONS = sessionMemory<DemoSession>();

/** Each call gets its own copy: a handler may change what it is given. */
const copyOf = (session: DemoSession): DemoSession => ({
  ...session,
  user: { ...session.user },
  roles: session.roles.map((permission) => ({ ...permission })),
});

function sessionOver(): Response {
  return HttpResponse.json({ message: SESSION_OVER_MESSAGE }, { status: 401 });
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The session behind the request's `Authorization: Bearer <token>`, or a 401 answer when the
 * token is missing, unknown or expired (expired tokens are removed).
 */
export async function requireSession(request: Request): Promise<DemoSession | Response> {
  const token = bearerToken(request);
  if (!token) return sessionOver();
  const db = await getDemoDb();
  const remembered = SESSIONS.recall(db, token, Date.now());
  if (remembered) return copyOf(remembered);
  const readAt = CHANGES.now();
  const stored = await db.get('tokens', token);
  if (!stored) return sessionOver();
  if (stored.expiresAt <= Date.now()) {
    const tx = db.transaction('tokens', 'readwrite');
    await Promise.all([tx.store.delete(token), tx.done]);
    return sessionOver();
  }
  const user = await db.get('users', userKey(stored.companyCode, stored.userName));
  if (!user) return sessionOver();
  if (user.blocked) return sessionOver();
  const session: DemoSession = {
    companyCode: stored.companyCode,
    userName: stored.userName,
    user,
    roles: await permissionsOf(stored.companyCode, user.rCode),
  };
  SESSIONS.keep(db, token, readAt, stored.expiresAt, copyOf(session));
  return session;
}
