import type { RequestOf } from '../../../lib/contract/contract-route';
import type { BATCH_CONTRACT } from '../../../lib/contract/production-batch-contract';
import type { BatchInput } from '../domain/batch-wire';

/** What the client sends of a save (the data provider adds `usr`). */
type Sent<Route> = Omit<RequestOf<Route>, 'usr'>;
export type SavePlanBody = Sent<typeof BATCH_CONTRACT.savePlan>;
export type SaveJobCardBody = Sent<typeof BATCH_CONTRACT.saveJobCard>;

/**
 * SetPPCBatchPlanning's body from the batch as typed: the models' own fields (a step's process name is the master's,
 * QC after it 1 or 0; an order line's number is the order's).
 */
export function savePlanBody(input: BatchInput, traCheck: 1 | 2): SavePlanBody {
  return {
    header: input.header,
    processes: input.processes.map((step) => ({
      sno: step.sno,
      processId: step.processId,
      fromDate: step.fromDate,
      toDate: step.toDate,
      qcRequired: step.qcRequired ? 1 : 0,
      processIncharge: step.processIncharge,
    })),
    employees: input.employees,
    orders: input.orders.map((line) => ({ sno: line.sno, soid: line.soid, lineId: line.lineId, qty: line.qty })),
    traCheck,
  };
}

/** Cancelling a batch: its record id alone. */
export const cancelPlanBody = (recordId: number): SavePlanBody => ({ header: { recordId }, traCheck: 3 });
