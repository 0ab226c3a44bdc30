/**
 * Issue 21, owned by WP5 (masters and mass planning): the process master and the product set-ups as other production
 * and QC folders read them (07-production-qc.md: PpcProcessesMaster; ProItemWiseIngredients and ours, the product's
 * default route of processes). Until WP5 implements them, none.
 */
export interface ProcessMaster {
  recordId: number;
  processName: string;
  code: string;
  sequence: number;
  standardHours: number;
  workCentre: string;
  qcRequired: boolean;
  active: boolean;
}

export interface ProductSetup {
  /** The finished product's item id (an item of a finished-goods group). */
  productId: string;
  productName: string;
  um: string;
  attachment: string;
  /** Per one unit of the product, in each ingredient's stock unit. */
  ingredients: Array<{ sno: number; itemId: string; itemName: string; qty: number; um: string }>;
  equipment: Array<{ sno: number; equipment: string }>;
  designations: Array<{ sno: number; designation: string }>;
  /** The product's default route, prefilled into a batch. */
  processes: Array<{ sno: number; processId: number; qcRequired: boolean }>;
}

export async function processMasters(companyCode: number): Promise<ProcessMaster[]> {
  return Promise.resolve(companyCode > 0 ? [] : []);
}

export async function productSetups(companyCode: number): Promise<ProductSetup[]> {
  return Promise.resolve(companyCode > 0 ? [] : []);
}
