import { listRecords } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';

/**
 * The process master and the product set-ups as other production
 * and QC folders read them (07-production-qc.md: PpcProcessesMaster; ProItemWiseIngredients and ours, the product's
 * default route of processes), read from the stores the masters' screens write (seeded on first read).
 */

export const PROCESS_STORE = 'production.processes';
export const SETUP_STORE = 'production.process-attachments';

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

/** The company's processes in record id order. */
export async function processMasters(companyCode: number): Promise<ProcessMaster[]> {
  await ensureSeeded(PROCESS_STORE, companyCode);
  const rows = await listRecords<ProcessMaster>(PROCESS_STORE, companyCode);
  return rows.sort((a, b) => a.recordId - b.recordId);
}

/** The company's product set-ups, by product item id. */
export async function productSetups(companyCode: number): Promise<ProductSetup[]> {
  await ensureSeeded(SETUP_STORE, companyCode);
  const rows = await listRecords<ProductSetup>(SETUP_STORE, companyCode);
  return rows.sort((a, b) => a.productId.localeCompare(b.productId));
}
