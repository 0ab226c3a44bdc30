import * as z from 'zod';
import { date, model, num, numOrText, rows, text, traCheck, usr } from './contract-fields';
import { contractRoute, generalInformation, transactionResult } from './contract-route';

/** `PpcBatchPlanningUni`: the batch (BatchNo typed by the user, ItemId the finished product). */
const batchHead = model({
  recordId: num,
  batchNo: text,
  dat: date,
  fromDate: date,
  toDate: date,
  productionIncharge: text,
  itemId: numOrText,
  qty: num,
  pos: num,
  branchId: text,
  customerCode: num,
});

/** `PpcBatchPlanningProcesses`: a step, in order (`sno`); `qcRequired` 1 when QC follows it. */
const batchProcess = model({
  recordId: num,
  sno: num,
  processId: num,
  fromDate: date,
  toDate: date,
  qcRequired: num,
  processIncharge: text,
});

/** `PpcBatchPlanningEmployeeAssignings`. */
const batchEmployee = model({ recordId: num, sno: num, employee: text });

/** `PpcBatchPlanningSaleOrders`: a sale-order line the batch serves. */
const batchOrder = model({ recordId: num, sno: num, soid: num, lineId: num });

/** `PpcBatchProcessWiseDetailsUni`: the job card. */
const jobCardHead = model({
  recordId: num,
  jobCardNo: text,
  dat: date,
  processId: num,
  processIncharge: text,
  qty: num,
});

/** `PpcBatchProcessWiseDetailsDet`: a queued step of a batch (`lineId` its sno) the job card completes. */
const jobCardLine = model({
  recordId: num,
  batchno: numOrText,
  lineId: num,
  qty: num,
  pos: num,
  jobCardNo: text,
});

/** The production reports read a period (07 "Production routes": frmDate, toDate). */
const period = generalInformation.extend({ frmDate: z.string(), toDate: z.string() });

/** 07-production-qc.md: batch planning, job cards, the batch reports and the production dashboard. */
export const BATCH_CONTRACT = {
  savePlan: contractRoute(
    'api/ppcBatchPlanning/SetPPCBatchPlanning',
    z.strictObject({
      header: batchHead.extend({ massPlanId: num }),
      processes: rows(batchProcess),
      employees: rows(batchEmployee),
      orders: rows(batchOrder.extend({ qty: num })),
      traCheck,
      usr,
    }),
    transactionResult,
    'Ours: header.massPlanId, the mass plan the batch carries out (chosen on the batch, shown when it is opened; a ' +
      'plan a running batch names is not deleted), and orders[].qty, how much of each order line the batch makes ' +
      '(shown again when the batch is opened). PpcBatchPlanningUni and PpcBatchPlanningSaleOrders have no such ' +
      'fields: the real server ignores them, so its batches name no plan and serve whole order lines.',
  ),
  saveJobCard: contractRoute(
    'api/ppcProduction/SetProductionProcess',
    z.strictObject({
      header: jobCardHead,
      lines: rows(jobCardLine),
      traCheck: z.union([z.literal(1), z.literal(3)]),
      usr,
    }),
    transactionResult,
    'Ours answers the job card number (jobCardNo) beside result, which the screen names in its message; the real ' +
      'server answers result alone.',
  ),
  runningBatches: contractRoute('api/ppcReports/ppcRepRunningBatchInfo', period, z.unknown()),
  materialCosting: contractRoute('api/ppcReports/ppcRepRunningBatchMaterialDetails', period, z.unknown()),
  wastage: contractRoute('api/ppcReports/ppcRepMaterialWastageDetails', period, z.unknown()),
  // The contract names the dashboard among the reports, without a body: the generic request, as `{ usr }`.
  dashboard: contractRoute('api/ProductionDashboard/getProductionDashBoardDetails', generalInformation, z.unknown()),
} as const;
