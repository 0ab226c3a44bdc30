import { toMilli } from '../../../lib/quantity/quantity';

/**
 * Outsourcing (the contract has no public route, so ours in the family's convention): a waiting batch step
 * (queue Pos 1) is issued to an outsourcer (Pos 2, OUT`yyyy`-00001) and its receipt completes the step as a job card
 * does (done, or waiting for QC; the next step queued with received − rejected); the charge qty × rate is kept.
 * Pure: routes, wire shapes and the refusals both the screen and the demo backend check.
 */
export const OUTSOURCING_ROUTES = {
  outsources: 'api/ppcMasters/GetPPCOutsources',
  outsource: 'api/ppcMasters/GetPPCOutsource',
  setOutsource: 'api/ppcMasters/SetPPCOutsource',
  requirements: 'api/ppcOutsourcing/GetOutsourceRequirements',
  list: 'api/ppcOutsourcing/GetOutsourcings',
  issue: 'api/ppcOutsourcing/SetOutsourceIssue',
  receipt: 'api/ppcOutsourcing/SetOutsourceReceipt',
} as const;

export const OUTSOURCING_KEY = 'ppc-outsourcing';

/** An outsourcer (production.outsources). */
export interface Outsource {
  recordId: number;
  code: string;
  name: string;
  supplier: string;
  processes: string;
  mobile: string;
  leadDays: number;
  active: boolean;
}

/** A step issued to an outsourcer (ours). `pos` 2 with the outsourcer, 0 received. Money in rupees. */
export interface Outsourcing {
  recordId: number;
  seq: string;
  dat: string;
  expectedDate: string;
  batchId: number;
  batchNo: string;
  sno: number;
  processName: string;
  itemName: string;
  outsource: number;
  outsourceName: string;
  qty: number;
  rate: number;
  pos: 2 | 0;
  receivedDat: string | null;
  qtyReceived: number | null;
  rejected: number | null;
  /** The job-work charge, qty sent × rate (rupees), once received. */
  charge: number | null;
  usr: string;
}

/** A waiting step that may go out. */
export interface WaitingStep {
  batchId: number;
  batchNo: string;
  sno: number;
  processId: number;
  processName: string;
  itemName: string;
  um: string;
  qty: number;
}

export interface OutsourceRequirements {
  steps: WaitingStep[];
  outsources: Array<Pick<Outsource, 'recordId' | 'code' | 'name' | 'processes' | 'leadDays'>>;
  seq: string;
  dat: string;
}

export type IssueField = 'step' | 'outsource' | 'qty' | 'rate' | 'expectedDate';

/** Why a step cannot be issued (field and message), or null. */
export function issueRefusal(
  input: { qty: number; rate: number; dat: string; expectedDate: string },
  stepQty: number,
  label: string,
): { field: IssueField; message: string } | null {
  if (!(input.qty > 0)) return { field: 'qty', message: 'Give the quantity sent (more than 0)' };
  if (toMilli(input.qty) > toMilli(stepQty))
    return { field: 'qty', message: `${label} has ${stepQty} queued: ${input.qty} is more` };
  if (!(input.rate >= 0)) return { field: 'rate', message: 'Give the rate per unit (0 or more)' };
  if (!input.expectedDate) return { field: 'expectedDate', message: 'Give the day the goods are expected back' };
  if (input.expectedDate < input.dat)
    return { field: 'expectedDate', message: 'The expected day cannot be before the day sent' };
  return null;
}

export type ReceiptField = 'qtyReceived' | 'rejected';

/** Why a receipt cannot be taken (field and message), or null. */
export function receiptRefusal(
  input: { qtyReceived: number; rejected: number },
  sent: number,
  seq: string,
): { field: ReceiptField; message: string } | null {
  if (!(input.qtyReceived > 0)) return { field: 'qtyReceived', message: 'Give the quantity received (more than 0)' };
  if (toMilli(input.qtyReceived) > toMilli(sent))
    return { field: 'qtyReceived', message: `${seq}: ${input.qtyReceived} received is more than the ${sent} sent` };
  if (input.rejected < 0) return { field: 'rejected', message: 'The rejected quantity cannot be negative' };
  if (toMilli(input.rejected) > toMilli(input.qtyReceived))
    return {
      field: 'rejected',
      message: `${seq}: ${input.rejected} rejected is more than the ${input.qtyReceived} received`,
    };
  return null;
}

/** The job-work charge in paise: the quantity sent × the agreed rate. */
export const chargePaise = (qty: number, rate: number) => Math.round((toMilli(qty) * Math.round(rate * 100)) / 1000);
