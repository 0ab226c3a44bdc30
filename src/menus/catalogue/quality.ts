import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.quality;
// Menus (spec section 6): 1 masters, 2 transactions, 9 reports (the first report is the spec's "QC reports 11,9,1,0");
// dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 9;

/** Every quality control route (spec section 2, "Quality control") with its title and permission code. */
export const QUALITY = {
  dashboard: screen('qc/dashboard', 'Quality control dashboard', dashboardCode(M)),
  qctestsraw: screen('qc/qctestsraw', 'Raw material tests', code(M, MASTERS, 1)),
  qctestspro: screen('qc/qctestspro', 'Product tests', code(M, MASTERS, 2)),
  qctestssalereturn: screen('qc/qctestssalereturn', 'Sale return tests', code(M, MASTERS, 3)),
  qcmirtest: screen('qc/qcmirtest', 'Material inward tests', code(M, TRANSACTIONS, 1)),
  qcmirapprovals: screen('qc/qcmirapprovals', 'Material inward approvals', code(M, TRANSACTIONS, 2)),
  qcprocesstest: screen('qc/qcprocesstest', 'Process tests', code(M, TRANSACTIONS, 3)),
  qcprocessapprovals: screen('qc/qcprocessapprovals', 'Process approvals', code(M, TRANSACTIONS, 4)),
  qcmirpending: screen('qc/qcmirpending', 'Pending material inward tests', code(M, REPORTS, 1)),
  qcmirresults: screen('qc/qcmirresults', 'Material inward test results', code(M, REPORTS, 2)),
  qcmirsupplierrating: screen('qc/qcmirsupplierrating', 'Supplier ratings', code(M, REPORTS, 3)),
  qcpendingprocessestests: screen('qc/qcpendingprocessestests', 'Pending process tests', code(M, REPORTS, 4)),
  qcpendingprocessesapprovals: screen(
    'qc/qcpendingprocessesapprovals',
    'Pending process approvals',
    code(M, REPORTS, 5),
  ),
  qcpendingbatchesapprovals: screen('qc/qcpendingbatchesapprovals', 'Pending batch approvals', code(M, REPORTS, 6)),
  qcinchargewiserankings: screen('qc/qcinchargewiserankings', 'In-charge-wise rankings', code(M, REPORTS, 7)),
} as const;
