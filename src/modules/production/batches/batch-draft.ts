import type { BatchInput, BatchPlanAnswer, BatchRequirements } from '../domain/batch-wire';

/** The batch form's state as typed (strings where the user types), and the batch it sends. */
export interface StepDraft {
  key: number;
  processId: string;
  fromDate: string;
  toDate: string;
  qcRequired: boolean;
  processIncharge: string;
}

export interface OrderChoice {
  key: string;
  soid: number;
  lineId: number;
  seq: string;
  label: string;
  pending: number;
}

export interface BatchDraft {
  batchNo: string;
  itemId: string;
  qty: string;
  fromDate: string;
  toDate: string;
  productionIncharge: string;
  /** The mass plan carried out ('' for none). */
  massPlanId: string;
  steps: StepDraft[];
  employees: string[];
  /** Chosen order lines by key (`soid|lineId`) with the quantity the batch makes for each. */
  orders: Record<string, string>;
}

/** An employee as an in-charge is stored and shown: name and number (names repeat). */
export const personOf = (employee: { empname: string; empno: string }) => `${employee.empname} (${employee.empno})`;

let nextKey = 1;
export const stepKey = () => nextKey++;

export function draftOf(plan: BatchPlanAnswer | null, today: string, until: string): BatchDraft {
  if (!plan)
    return {
      batchNo: '',
      itemId: '',
      qty: '',
      fromDate: today,
      toDate: until,
      productionIncharge: '',
      massPlanId: '',
      steps: [],
      employees: [],
      orders: {},
    };
  const { header } = plan;
  return {
    batchNo: header.batchNo,
    itemId: header.itemId,
    qty: String(header.qty),
    fromDate: header.fromDate,
    toDate: header.toDate,
    productionIncharge: header.productionIncharge,
    massPlanId: header.massPlanId ? String(header.massPlanId) : '',
    steps: plan.processinfo.map((step) => ({
      key: stepKey(),
      processId: String(step.processid),
      fromDate: step.fromdate,
      toDate: step.todate,
      qcRequired: step.qcrequired,
      processIncharge: step.processincharge,
    })),
    employees: plan.employeeinfo.map((row) => row.employee),
    orders: Object.fromEntries(plan.orderinfo.map((line) => [`${line.soid}|${line.lineId}`, String(line.qty)])),
  };
}

/** The product's default route as steps, each over the batch's dates with the production in-charge. */
export function routeSteps(requirements: BatchRequirements, itemId: string, draft: BatchDraft): StepDraft[] {
  const product = requirements.products.find((candidate) => candidate.itemId === itemId);
  return (product?.processes ?? []).map((step) => ({
    key: stepKey(),
    processId: String(step.processId),
    fromDate: draft.fromDate,
    toDate: draft.toDate,
    qcRequired: step.qcRequired,
    processIncharge: draft.productionIncharge,
  }));
}

/** The order lines to choose from: those pending for the product, and those the batch already serves. */
export function orderChoices(
  requirements: BatchRequirements,
  plan: BatchPlanAnswer | null,
  itemId: string,
): OrderChoice[] {
  const own = (plan?.orderinfo ?? []).map((line) => ({
    key: `${line.soid}|${line.lineId}`,
    soid: line.soid,
    lineId: line.lineId,
    seq: line.seq,
    label: `${line.seq} line ${line.lineId}`,
    pending: line.qty,
  }));
  const pending = requirements.orders
    .filter((line) => line.itemid === itemId && !own.some((mine) => mine.key === `${line.soid}|${line.sno}`))
    .map((line) => ({
      key: `${line.soid}|${line.sno}`,
      soid: line.soid,
      lineId: line.sno,
      seq: line.seq,
      label: `${line.seq} line ${line.sno}: ${line.partyname}, ${line.pending} ${line.um} pending`,
      pending: line.pending,
    }));
  return [...own, ...pending];
}

/** The batch to send (SetPPCBatchPlanning's header and children). */
export function inputOf(
  draft: BatchDraft,
  requirements: BatchRequirements,
  choices: readonly OrderChoice[],
  recordId: number | undefined,
): BatchInput {
  const names = new Map(requirements.processes.map((process) => [String(process.recordId), process.processName]));
  return {
    header: {
      ...(recordId ? { recordId } : {}),
      batchNo: draft.batchNo.trim(),
      fromDate: draft.fromDate,
      toDate: draft.toDate,
      productionIncharge: draft.productionIncharge,
      itemId: draft.itemId,
      qty: draft.qty.trim() === '' ? Number.NaN : Number(draft.qty),
      massPlanId: draft.massPlanId ? Number(draft.massPlanId) : null,
    },
    processes: draft.steps.map((step, index) => ({
      sno: index + 1,
      processId: Number(step.processId) || 0,
      processName: names.get(step.processId) ?? '',
      fromDate: step.fromDate,
      toDate: step.toDate,
      qcRequired: step.qcRequired,
      processIncharge: step.processIncharge,
    })),
    employees: draft.employees.map((employee, index) => ({ sno: index + 1, employee })),
    orders: choices
      .filter((choice) => choice.key in draft.orders)
      .map((choice, index) => ({
        sno: index + 1,
        soid: choice.soid,
        lineId: choice.lineId,
        seq: choice.seq,
        qty: Number(draft.orders[choice.key]) || 0,
      })),
  };
}
