import { ACCOUNTS_RECORD_FINDERS } from './accounts/record-finder';
import { recordSearchHandlers } from './core/search/search-handler';
import { CRM_RECORD_FINDERS } from './crm/record-finder';
import { FRONT_OFFICE_RECORD_FINDERS } from './frontoffice/record-finder';
import { HRD_RECORD_FINDERS } from './hrd/record-finder';
import { INVENTORY_RECORD_FINDERS } from './inventory/record-finder';
import { POS_RECORD_FINDERS } from './pos/record-finder';
import { PROCUREMENT_RECORD_FINDERS } from './procurement/record-finder';
import { SCHOOL_OFFICE_RECORD_FINDERS } from './school-office/record-finder';
import { TAKEAWAY_RECORD_FINDERS } from './takeaway/record-finder';

/** Every module's finder of the records search (as handlers.ts lists every module's handlers). */
export const RECORD_FINDERS = [
  ...POS_RECORD_FINDERS,
  ...TAKEAWAY_RECORD_FINDERS,
  ...FRONT_OFFICE_RECORD_FINDERS,
  ...SCHOOL_OFFICE_RECORD_FINDERS,
  ...INVENTORY_RECORD_FINDERS,
  ...PROCUREMENT_RECORD_FINDERS,
  ...HRD_RECORD_FINDERS,
  ...ACCOUNTS_RECORD_FINDERS,
  ...CRM_RECORD_FINDERS,
];

/** The records search and the change watcher it needs, made from every finder: listed first in handlers.ts. */
export const recordSearch = recordSearchHandlers(RECORD_FINDERS);
