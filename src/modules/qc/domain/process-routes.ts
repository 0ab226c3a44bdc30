/**
 * Process QC and the final QC (07-production-qc.md): the contract's `api/QCBatches/*` routes, ours
 * `SetQCProcessTest` (the test recorded before its approval), the process reports `api/QCReports/*` and the dashboard.
 * Wire shapes (camelCase as the server writes; quantities in the product's unit; values in rupees).
 */
export const QC_PROCESS_ROUTES = {
  requirements: 'api/QCBatches/GetQCBatchRequirements',
  setTest: 'api/QCBatches/SetQCProcessTest',
  approve: 'api/QCBatches/SetQCProcessSet',
  finalRequirements: 'api/QCBatches/GetFinalProductionQCRequirements',
  setFinal: 'api/QCBatches/SetFinalProductionQC',
  pendingTests: 'api/QCReports/GetPendingProcessTests',
  pendingApprovals: 'api/QCReports/GetPendingProcessApprovals',
  pendingBatches: 'api/QCReports/GetPendingBatchApprovals',
  inchargeRankings: 'api/QCReports/GetInchargeWiseRankings',
} as const;

export const QC_PROCESS_KEY = 'qc-process';

/** A step waiting for QC (queue Pos −1), with its test when one is recorded (`tested`). */
export interface PendingStep {
  batchId: number;
  batchNo: string;
  sno: number;
  processId: number;
  processName: string;
  processIncharge: string;
  itemId: string;
  itemName: string;
  um: string;
  /** What the step passed on, waiting for QC. */
  qty: number;
  /** The batch's material cost in rupees. */
  materialValue: number;
  tested: ProcessTestWire | null;
}

/** A recorded process test (QcProcessWiseDetails; pos 1 tested, 0 approved). */
export interface ProcessTestWire {
  batchId: number;
  batchNo: string;
  processId: number;
  processName: string;
  sno: number;
  testCode: string;
  testName: string;
  samplesCollected: number;
  rejected: number;
  rectifiedQty: number;
  rectifiedValue: number;
  rejectedValue: number;
  comments: string;
  dat: string;
  usr: string;
  pos: 1 | 0;
}

export interface QcBatchRequirements {
  processes: Array<{ recordId: number; processName: string }>;
  tests: Array<{ code: string; testname: string }>;
  pendings: PendingStep[];
}

/** A batch whose every step is done, waiting for its final QC. */
export interface FinalBatch {
  recordId: number;
  batchNo: string;
  itemId: string;
  itemName: string;
  um: string;
  qty: number;
  /** What the last step passed: the most the final QC may put into stock. */
  lastQty: number;
  materialcost: number;
}

export interface FinalQcRequirements {
  header: FinalBatch[];
  lines: Array<{
    batchid: number;
    sno: number;
    processid: number;
    processname: string;
    statu: 'Completed' | 'Pending';
    recitfied: number;
    rejected: number;
    rectificationvalue: number;
    rejectedvalue: number;
  }>;
  stores: Array<{ code: string; name: string }>;
}
