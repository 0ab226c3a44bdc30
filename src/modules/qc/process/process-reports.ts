import type { ReportDeclaration } from '../../../engine/report/report';
import type { FieldDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { QC_PROCESS_ROUTES as R } from '../domain/process-routes';

const FROM: FieldDeclaration = {
  name: 'frmDate',
  label: 'From',
  type: 'date',
  required: true,
  defaultValue: '@month-start',
};
const TO: FieldDeclaration = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };

/** The process QC reports: steps to test, tests to approve, batches waiting for their final QC, in-charges ranked. */
export const PROCESS_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'qc.pending-process-tests',
    title: QUALITY.qcpendingprocessestests.title,
    screen: QUALITY.qcpendingprocessestests,
    endpoint: R.pendingTests,
    parameters: [],
    groupBy: 'batchNo',
    columns: [
      { name: 'batchNo', label: 'Batch', type: 'text' },
      { name: 'sno', label: 'Step', type: 'number' },
      { name: 'processName', label: 'Process', type: 'text' },
      { name: 'itemName', label: 'Product', type: 'text' },
      { name: 'processIncharge', label: 'In-charge', type: 'text' },
      { name: 'qty', label: 'Quantity', type: 'number', total: true },
      { name: 'doneOn', label: 'Done on', type: 'date' },
    ],
  },
  {
    name: 'qc.pending-process-approvals',
    title: QUALITY.qcpendingprocessesapprovals.title,
    screen: QUALITY.qcpendingprocessesapprovals,
    endpoint: R.pendingApprovals,
    parameters: [],
    columns: [
      { name: 'batchNo', label: 'Batch', type: 'text' },
      { name: 'sno', label: 'Step', type: 'number' },
      { name: 'processName', label: 'Process', type: 'text' },
      { name: 'testName', label: 'Test', type: 'text' },
      { name: 'dat', label: 'Tested on', type: 'date' },
      { name: 'usr', label: 'Tested by', type: 'text' },
      { name: 'samplesCollected', label: 'Samples', type: 'number', total: true },
      { name: 'rejected', label: 'Rejected', type: 'number', total: true },
      { name: 'rectifiedQty', label: 'Rectified', type: 'number', total: true },
      { name: 'rejectedValue', label: 'Rejected value', type: 'money', total: true },
    ],
  },
  {
    name: 'qc.pending-batch-approvals',
    title: QUALITY.qcpendingbatchesapprovals.title,
    screen: QUALITY.qcpendingbatchesapprovals,
    endpoint: R.pendingBatches,
    parameters: [],
    columns: [
      { name: 'batchNo', label: 'Batch', type: 'text' },
      { name: 'itemName', label: 'Product', type: 'text' },
      { name: 'qty', label: 'Planned', type: 'number', total: true },
      { name: 'lastQty', label: 'Passed by the last step', type: 'number', total: true },
      { name: 'materialcost', label: 'Material cost', type: 'money', total: true },
    ],
  },
  {
    name: 'qc.incharge-rankings',
    title: QUALITY.qcinchargewiserankings.title,
    screen: QUALITY.qcinchargewiserankings,
    endpoint: R.inchargeRankings,
    parameters: [FROM, TO],
    columns: [
      { name: 'rank', label: 'Rank', type: 'number' },
      { name: 'incharge', label: 'Process in-charge', type: 'text' },
      { name: 'tests', label: 'Tests', type: 'number', total: true },
      { name: 'samples', label: 'Samples', type: 'number', total: true },
      { name: 'rejected', label: 'Rejected', type: 'number', total: true },
      { name: 'rectified', label: 'Rectified', type: 'number', total: true },
      { name: 'passRate', label: 'Pass rate', type: 'percent' },
    ],
  },
];
