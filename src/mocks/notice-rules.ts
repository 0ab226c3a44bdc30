import { ADMIN_NOTICE_RULES } from './admin/notice-rules';
import { noticeHandlers } from './core/notices/notice-handlers';
import type { NoticeRule } from './core/notices/notice-rule';
import { CRM_NOTICE_RULES } from './crm/notice-rules';
import { FRONT_OFFICE_NOTICE_RULES } from './frontoffice/notice-rules';
import { HRD_NOTICE_RULES } from './hrd/notice-rules';
import { INVENTORY_NOTICE_RULES } from './inventory/notice-rules';
import { POS_NOTICE_RULES } from './pos/notice-rules';
import { PROCUREMENT_NOTICE_RULES } from './procurement/notice-rules';
import { SCHOOL_OFFICE_NOTICE_RULES } from './school-office/notice-rules';
import { TAKEAWAY_NOTICE_RULES } from './takeaway/notice-rules';

/**
 * Every module's notification rules: what the header's bell shows each user, computed from the module's data at each
 * read (approvals, unsettled bills, C-Forms, reorder levels, overdue fees, the licence). The client adds its own
 * outbox's operations not sent.
 */
export const NOTICE_RULES: readonly NoticeRule[] = [
  ...PROCUREMENT_NOTICE_RULES,
  ...CRM_NOTICE_RULES,
  ...HRD_NOTICE_RULES,
  ...POS_NOTICE_RULES,
  ...TAKEAWAY_NOTICE_RULES,
  ...FRONT_OFFICE_NOTICE_RULES,
  ...INVENTORY_NOTICE_RULES,
  ...SCHOOL_OFFICE_NOTICE_RULES,
  ...ADMIN_NOTICE_RULES,
];

/** The notifications' routes over every rule (registered in handlers.ts). */
export const notificationHandlers = noticeHandlers(NOTICE_RULES);
