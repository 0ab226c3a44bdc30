import type { TransactionName } from '../../../lib/permissions/permission-code';
import type { NoticeIcon, NoticeTone } from '../../../lib/notices/notice-types';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { DemoSession } from '../sessions/auth';

/** What a rule is given: who asks, and the server's clock read once for the whole list. */
export interface NoticeContext {
  session: DemoSession;
  companyCode: number;
  /** The server's now. */
  now: Date;
  /** The server's today, yyyy-MM-dd. */
  today: string;
}

/** One notice as a rule raises it; the frame makes its key, link and read mark. */
export interface RaisedNotice {
  /** Stable within the rule's kind while the notice stands (a document's number, an item's id). */
  id: string;
  title: string;
  text: string;
  /** ISO date or date-time the notice dates from. */
  at: string;
  tone: NoticeTone;
}

/**
 * One kind of notice: where it is dealt with, the right that takes, and how it is found in the company's data. A
 * user gets it only when their edition's menu, as their rights show it, leads to one of `screens` and they hold
 * `transaction` there: no C-Forms for a school clerk, no approvals for a user who may not approve.
 */
export interface NoticeRule {
  /** `<module>.<what>`, the first part of every key (`procurement.order-approval`). */
  kind: string;
  icon: NoticeIcon;
  /** Where it is dealt with, in order of preference: the first the user reaches is the link. */
  screens: readonly ScreenDeclaration[];
  /** The right it takes on that screen; absent: opening it. */
  transaction?: TransactionName;
  raise(context: NoticeContext): Promise<readonly RaisedNotice[]>;
}

/** A document waiting for approval, as the approval rules raise it: dated and named by its record. */
export const approvalNotice = (
  title: string,
  document: { recordId: number; dat: string },
  text: string,
): RaisedNotice => ({
  id: String(document.recordId),
  title,
  text,
  at: document.dat,
  tone: 'primary',
});
