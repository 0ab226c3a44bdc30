/**
 * Goods-receipt (MIR) quality control on the wire (contract 07 "QC routes", camelCase): the requirements, a test's
 * body (`QcTraTestsUni` + `QcTraTestsDet` per lot), the complete details of a receipt, and our reports' endpoints.
 */
export const MIR_ROUTES = {
  requirements: 'api/QCMaterials/GetQCMaterialRequirements',
  save: 'api/QCMaterials/SetQCMaterial',
  details: 'api/QCMaterials/GetCompleteMIRQCDetails',
  approve: 'api/QCMaterials/SetQCMIRApproval',
  pending: 'api/QCReports/GetMirPending',
  results: 'api/QCReports/GetMirResults',
  ratings: 'api/QCReports/GetSupplierRatings',
} as const;

export const MIR_KEY = 'qc.mir';

/** A goods receipt waiting for quality control (qcCheck 1): `tested` lots of `lots` so far. */
export interface MirWaiting {
  recordId: number;
  seq: string;
  dat: string;
  vendorid: string;
  vendorname: string;
  invoiceno: string;
  lots: number;
  tested: number;
}

/** One lot (receipt line) of a waiting receipt; `branchId` is the receipt's unit (the contract's naming). */
export interface MirLot {
  recordId: number;
  sno: number;
  itemId: string;
  itemName: string;
  qty: number;
  branchId: string;
  rat: number;
  /** Ours: the lot's test so far, or null when untested. */
  result: MirLotResult | null;
}

export interface MirLotResult {
  testId: string;
  testName: string;
  checkedQty: number;
  rectifiedQty: number;
  rectificationCost: number;
  rejectedQty: number;
  comments: string;
  username: string;
  dat: string;
}

export interface MirRequirements {
  headers: MirWaiting[];
  lines: MirLot[];
  tests: Array<{ recordId: string; testname: string }>;
}

/** `QcTraTestsDet` of one lot. */
export interface MirLotInput {
  transactionId: number;
  lotno: number;
  lottype: 'MAT';
  checkedQty: number;
  rectifiedQty: number;
  rectificationCost: number;
  rejectedQty: number;
  comments: string;
}

export interface MirTestBody {
  header: { testid: string };
  lines: MirLotInput[];
  traCheck: 1;
}

/** `GetCompleteMIRQCDetails`: one row per receipt line. Values in rupees. */
export interface MirQcDetail {
  recordid: number;
  sno: number;
  itemid: string;
  itemname: string;
  qty: number;
  checkedqty: number;
  rat: number;
  testname: string;
  username: string;
  comments: string;
  rectifiedqty: number;
  rectifiedvalue: number;
  rejectedqty: number;
  rejectedvalue: number;
}
