import { code, MODULE } from '../../lib/permissions/permission-code';
import { CRM } from '../catalogue/crm';
import { PRODUCTION as P } from '../catalogue/production';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.production;
// Production menu codes (spec section 6): 1 masters, 2 transactions. Placeholders take screen numbers from 51 up.
const MASTERS = 1;
const TRANSACTIONS = 2;

/** The production planning and control sidebar group. */
export const PRODUCTION_MENU = moduleGroup('PPC', 'production', 'Production Planning and Control', [
  link(P.dashboard, 'Dashboard'),
  group('Masters', [
    link(P.ppcprocess),
    link(P.ppcprocessattachments),
    // Spec section 2: Outsources points at a CRM path (outsourcing parties kept with the CRM agents).
    placeholder('Outsources', code(M, MASTERS, 51), CRM.crmAgents),
  ]),
  group('Transactions', [
    link(P.promassplanning),
    link(P.probatchplanning),
    link(P.proprocesswiseproduction),
    // No outsourcing route exists: the assignment opens batch planning, where batches are scheduled.
    placeholder('Assign outsource', code(M, TRANSACTIONS, 51), P.probatchplanning),
  ]),
  group('Reports', [
    link(P.ppcrepmassachieve),
    link(P.ppcrepmaterialrequired),
    link(P.ppcrepmaterialcosting),
    link(P.ppcreppendingprocesses),
    link(P.ppcrepmaterialwastage),
  ]),
]);
