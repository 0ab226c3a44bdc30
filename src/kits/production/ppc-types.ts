// The production module's stored shapes, on the contract's entities (07-production-qc.md), camelCase as
// the wire carries them. Quantities are in the product's stock unit as the wire gives them (numbers with at most
// three decimals); sums go through src/lib/quantity (thousandths). Dates are yyyy-MM-dd in the store.

/**
 * A step of a batch's work queue (PpcBatchProcessWiseDetailsDet): 1 waiting, 0 done, −1 done and waiting for QC, 2 with
 * an outsourcer (ours).
 */
export type QueuePos = 1 | 0 | -1 | 2;

/**
 * A process step of a batch (PpcBatchPlanningProcesses): the order (sno from 1), dates, in-charge, whether QC follows
 * it.
 */
export interface BatchProcess {
  sno: number;
  processId: number;
  processName: string;
  fromDate: string;
  toDate: string;
  qcRequired: boolean;
  processIncharge: string;
}

/** A sale-order line the batch serves (PpcBatchPlanningSaleOrders). */
export interface BatchOrderLine {
  sno: number;
  soid: number;
  lineId: number;
  seq: string;
  qty: number;
}

/** A batch's head (PpcBatchPlanningUni's own fields), as the store keeps it and GetPPCBatchPlan answers it. */
export interface BatchHead {
  recordId: number;
  batchNo: string;
  dat: string;
  fromDate: string;
  toDate: string;
  productionIncharge: string;
  /** The finished product's item id ('ITM-0042', as the inventory's items and stock rows carry it). */
  itemId: string;
  itemName: string;
  um: string;
  qty: number;
  pos: number;
  massPlanId: number | null;
}

/** A batch (PpcBatchPlanningUni): Pos 1 running, 0 closed by the final QC, −1 cancelled. */
export interface BatchPlan extends BatchHead {
  pos: 1 | 0 | -1;
  processes: BatchProcess[];
  employees: Array<{ sno: number; employee: string }>;
  orders: BatchOrderLine[];
  /** Set by the final QC: the quantity put into stock, its rate (rupees per unit), GIN and day. */
  finished: { qty: number; rat: number; gin: string; dat: string; store: string } | null;
  usr: string;
}

/** One step of one batch in the work queue; id `${batchId}|${sno}` (queueId). */
export interface QueueRow {
  batchId: number;
  batchNo: string;
  /** The step's sno in the batch (the contract's LineId). */
  lineId: number;
  processId: number;
  processName: string;
  /** The quantity queued for the step. */
  qty: number;
  /** What the step passed on (the job card's or the outsourcer's quantity; before QC). */
  qtyDone: number | null;
  /** What QC released of it (samples − rejected), once a step with QC after it is approved. */
  qtyReleased?: number;
  pos: QueuePos;
  jobCardNo: string | null;
  outsourcingNo: string | null;
  queuedOn: string;
  doneOn: string | null;
}

/** A job card (PpcBatchProcessWiseDetailsUni; stored, as the contract's code forgot to). */
export interface JobCard {
  recordId: number;
  jobCardNo: string;
  dat: string;
  processId: number;
  processName: string;
  processIncharge: string;
  qty: number;
  lines: Array<{ batchId: number; batchNo: string; lineId: number }>;
  usr: string;
}

export const queueId = (batchId: number, lineId: number) => `${batchId}|${lineId}`;
