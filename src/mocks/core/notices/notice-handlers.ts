import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  MAX_KEYS_MARKED,
  NOTICE_ENDPOINTS,
  NOTICE_READ_ENTITY,
  type NoticeList,
} from '../../../lib/notices/notice-types';
import { readJson } from '../read-json';
import { requireSession } from '../sessions/auth';
import { oneAtATime } from '../write-queue';
import { markRead, readKeysOf } from './notice-reads';
import type { NoticeRule } from './notice-rule';
import { noticesFor, ofRules } from './notices-for';

const MAX_KEY_LENGTH = 200;

/** The keys of a mark-read body, or the refusal. */
function keysOf(body: Record<string, unknown>): string[] | string {
  const entity = body[NOTICE_READ_ENTITY];
  const keys = typeof entity === 'object' && entity !== null ? (entity as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys) || keys.length === 0) return 'Name the notifications to mark read.';
  if (keys.length > MAX_KEYS_MARKED) return `Mark at most ${MAX_KEYS_MARKED} notifications read at a time.`;
  if (!keys.every((key): key is string => typeof key === 'string' && key !== '' && key.length <= MAX_KEY_LENGTH))
    return 'A notification key is a text of 1 to 200 characters.';
  return keys;
}

/**
 * The notifications' two routes, over the rules each module declares (src/mocks/notice-rules.ts): the user's list,
 * computed from the data at each read with their read marks, and marking keys read. Marking read changes no business
 * record, so it goes on after the licence has expired (as reading does).
 */
export function noticeHandlers(rules: readonly NoticeRule[]): HttpHandler[] {
  const serverKind = ofRules(rules);
  return [
    http.post(`*/${NOTICE_ENDPOINTS.list}`, async ({ request }) => {
      const session = await requireSession(request);
      if (session instanceof Response) return session;
      const [notices, read] = await Promise.all([noticesFor(session, rules), readKeysOf(session)]);
      const answer: NoticeList = {
        notifications: notices.map((notice) => ({ ...notice, read: read.has(notice.key) })),
        clientKeysRead: [...read].filter((key) => !serverKind(key)),
      };
      return HttpResponse.json(answer);
    }),
    http.post(`*/${NOTICE_ENDPOINTS.markRead}`, async ({ request }) => {
      const session = await requireSession(request);
      if (session instanceof Response) return session;
      const body = await readJson(request);
      if (Number(body.traCheck) !== 2) return HttpResponse.json({ result: 'Marking read is a change (traCheck 2).' });
      const keys = keysOf(body);
      if (typeof keys === 'string') return HttpResponse.json({ result: keys });
      const standing = new Set((await noticesFor(session, rules)).map((notice) => notice.key));
      await oneAtATime(session.companyCode, () => markRead(session, keys, standing, serverKind));
      return HttpResponse.json({ result: 'OK' });
    }),
  ];
}
