import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP1 (leads, follow-ups, contact submissions, the pipeline board, customers, contacts, the pipeline report). */
export const leadsScreens: ScreenMap = {};
