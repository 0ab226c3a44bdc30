/**
 * The header's notifications as the backend computes them from its data, and the two calls that read and mark them.
 * The customer's server has no such calls: these follow its convention (docs/modules/notifications.md).
 */
export const NOTICE_ENDPOINTS = {
  /** UserInfo → NoticeList: what waits for the signed-in user now, each with its read mark. */
  list: 'api/AdminNotifications/GetNotificationsUserWise',
  /** `{ notificationRead: { keys: string[] }, traCheck: 2, usr }` → `{ result }`: the keys read by the user. */
  markRead: 'api/AdminNotifications/SetNotificationsRead',
} as const;

/** The entity of the mark-read write. */
export const NOTICE_READ_ENTITY = 'notificationRead';

/** At most this many keys are marked read in one call (the bell's whole list fits). */
export const MAX_KEYS_MARKED = 500;

/** What a notice is about: the bell draws its icon from it. */
export type NoticeIcon = 'approval' | 'bill' | 'passport' | 'stock' | 'fees' | 'licence' | 'outbox';

/** How urgent: the colour of its icon. */
export type NoticeTone = 'primary' | 'warning' | 'danger';

/** One notification for one user. */
export interface Notice {
  /** Stable while the notice stands (`<kind>:<what>`): the read mark is kept by it. */
  key: string;
  icon: NoticeIcon;
  title: string;
  text: string;
  /** Where it is dealt with: the path under the layout, with its leading slash (`/procurement/pur-order-approvals`). */
  link: string;
  /** ISO date-time it dates from (the document's date, the bill's day, the form's due time). */
  at: string;
  tone: NoticeTone;
  read: boolean;
}

/**
 * The list's answer: the server's notices with their read marks, and which of the client's own keys (its outbox's,
 * which the server cannot raise) the user has read.
 */
export interface NoticeList {
  notifications: Notice[];
  clientKeysRead: string[];
}
