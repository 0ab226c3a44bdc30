import { isValid, parseISO } from 'date-fns';
import type { Notice } from '../../../lib/notices/notice-types';
import { serverToday } from '../server-dates';
import type { DemoSession } from '../sessions/auth';
import { reachOf, screenFor } from './notice-access';
import type { NoticeRule } from './notice-rule';

/** A notice's key: its rule's kind and its own id. */
export const noticeKey = (kind: string, id: string) => `${kind}:${id}`;

/** Is the key one of these rules' kinds (the server's own notices, not the client's)? */
export const ofRules = (rules: readonly NoticeRule[]) => {
  const kinds = new Set(rules.map((rule) => rule.kind));
  return (key: string) => kinds.has(key.slice(0, key.indexOf(':')));
};

/** A rule's date or local date-time (the server's clock) as an instant; now when it is neither. */
function instant(at: string, now: Date): string {
  const parsed = parseISO(at);
  return (isValid(parsed) ? parsed : now).toISOString();
}

/**
 * Every notice standing for the user now, newest first (read marks not yet applied): each rule the user's edition
 * and rights can deal with, raised from the data as it is.
 */
export async function noticesFor(session: DemoSession, rules: readonly NoticeRule[]): Promise<Omit<Notice, 'read'>[]> {
  const reach = reachOf(session);
  const context = { session, companyCode: session.companyCode, now: new Date(), today: serverToday() };
  const raised = await Promise.all(
    rules.map(async (rule) => {
      const screen = screenFor(reach, rule.screens, rule.transaction);
      if (!screen) return [];
      return (await rule.raise(context)).map((notice) => ({
        key: noticeKey(rule.kind, notice.id),
        icon: rule.icon,
        title: notice.title,
        text: notice.text,
        link: `/${screen.path}`,
        at: instant(notice.at, context.now),
        tone: notice.tone,
      }));
    }),
  );
  return raised.flat().sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));
}
