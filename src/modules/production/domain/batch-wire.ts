import type { BatchHead, BatchProcess, BatchOrderLine } from '../../../kits/production/ppc-types';

/** What the batch planning and job card routes carry (camelCase; dates yyyy-MM-dd; quantities in stock units). */

/** A row of GetPPCBatchPlans. */
export interface BatchListRow {
  recordid: number;
  batchno: string;
  dat: string;
  fromdate: string;
  todate: string;
  productionincharge: string;
  product: string;
  qty: number;
  um: string;
  pos: number;
  /** The step now waiting or done last, e.g. "2 of 4: CNC turning (queued)". */
  stage: string;
}

/**
 * GetPPCBatchRequirements: the products with their default route, the orders to serve, the processes, the employees.
 */
export interface BatchRequirements {
  products: Array<{
    itemId: string;
    itemName: string;
    um: string;
    processes: Array<{ sno: number; processId: number; qcRequired: boolean }>;
  }>;
  orders: Array<{
    soid: number;
    sno: number;
    seq: string;
    partyname: string;
    itemid: string;
    itemname: string;
    pending: number;
    um: string;
  }>;
  processes: Array<{ recordId: number; processName: string; qcRequired: boolean }>;
  employees: Array<{ empno: string; empname: string }>;
  /** The mass plans a batch may carry out (ours beside the contract's four), with the products each plans. */
  massPlans: Array<{ recordId: number; seq: string; dat: string; itemIds: string[] }>;
}

/** The batch as typed: SetPPCBatchPlanning's body `{header, processes, employees, orders, traCheck}`. */
export interface BatchInput {
  header: {
    recordId?: number;
    batchNo: string;
    fromDate: string;
    toDate: string;
    productionIncharge: string;
    itemId: string;
    qty: number;
    massPlanId?: number | null;
  };
  processes: BatchProcess[];
  employees: Array<{ sno: number; employee: string }>;
  orders: BatchOrderLine[];
}

/** GetPPCBatchPlan: the batch, and "This batch is in use" in `result` once a step left Pos 1. */
export interface BatchPlanAnswer {
  header: BatchHead;
  orderinfo: BatchOrderLine[];
  employeeinfo: Array<{ sno: number; employee: string }>;
  processinfo: Array<{
    sno: number;
    processid: number;
    processname: string;
    fromdate: string;
    todate: string;
    qcrequired: boolean;
    processincharge: string;
  }>;
  result: string;
}

/** A waiting step (ppcShowPendingProcesses). */
export interface PendingProcess {
  recordid: string;
  batchid: number;
  batchno: string;
  sno: number;
  processid: number;
  processname: string;
  productionincharge: string;
  itemid: string;
  itemname: string;
  qty: number;
  um: string;
}

/** A job card in the list (getTodaysProductionDetails). */
export interface JobCardRow {
  recordid: number;
  jobcardno: string;
  dat: string;
  processname: string;
  processincharge: string;
  qty: number;
  batches: string;
}

/** SetProductionProcess's body. */
export interface JobCardInput {
  header: { recordId?: number; processId: number; processIncharge: string; qty: number };
  lines: Array<{ batchno: string; lineId: number }>;
}
