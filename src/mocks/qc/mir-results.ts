/**
 * Issue 21, owned by WP7 (goods-receipt QC): the approved goods-receipt tests of a period as the supplier rating
 * reads them, for the QC dashboard (WP8). Values in paise (qty × the receipt's rate). Until WP7 implements it, none.
 */
export interface MirResult {
  mir: string;
  dat: string;
  supplierId: string;
  supplierName: string;
  itemId: string;
  testedPaise: number;
  rectifiedPaise: number;
  rejectedPaise: number;
}

export async function mirResults(companyCode: number, from: string, to: string): Promise<MirResult[]> {
  return Promise.resolve(companyCode > 0 && from <= to ? [] : []);
}
