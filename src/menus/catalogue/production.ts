import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.production;
// Menus (spec section 6, "Production: 1, 2, 7"): 1 masters, 2 transactions, 7 reports;
// dashboard menu 0 screen 0 transaction 1 (the spec's "production 10,0,0,1").
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 7;

/**
 * Every production planning and control route (spec section 2, "Production (PPC)") with its title and code; the
 * outsources master and the outsourcing of a step are ours (the spec's menu had only placeholders for them).
 */
export const PRODUCTION = {
  dashboard: screen('production/dashboard', 'Production dashboard', dashboardCode(M)),
  ppcprocess: screen('production/ppcprocess', 'Production processes', code(M, MASTERS, 1)),
  ppcprocessattachments: screen('production/ppcprocessattachments', 'Process attachments', code(M, MASTERS, 2)),
  ppcoutsources: screen('production/ppcoutsources', 'Outsources', code(M, MASTERS, 3)),
  promassplanning: screen('production/promassplanning', 'Mass planning', code(M, TRANSACTIONS, 1)),
  probatchplanning: screen('production/probatchplanning', 'Batch planning', code(M, TRANSACTIONS, 2)),
  proprocesswiseproduction: screen('production/proprocesswiseproduction', 'Batch process', code(M, TRANSACTIONS, 3)),
  proassignoutsource: screen('production/proassignoutsource', 'Assign outsource', code(M, TRANSACTIONS, 4)),
  ppcrepmassachieve: screen('production/ppcrepmassachieve', 'Mass planning achievement', code(M, REPORTS, 1)),
  ppcrepmaterialrequired: screen('production/ppcrepmaterialrequired', 'Materials required', code(M, REPORTS, 2)),
  ppcrepmaterialcosting: screen('production/ppcrepmaterialcosting', 'Material costing', code(M, REPORTS, 3)),
  ppcreppendingprocesses: screen('production/ppcreppendingprocesses', 'Pending processes', code(M, REPORTS, 4)),
  ppcrepmaterialwastage: screen('production/ppcrepmaterialwastage', 'Material wastage', code(M, REPORTS, 5)),
} as const;
