/**
 * What the header of a trade document (a sale or a purchase quotation) carries on the wire besides its own
 * fields: the amounts in rupees (two decimals, the server's sums), the status and the approval and user trail.
 */
export interface DocumentHeaderTrail {
  baseamt: number;
  discount: number;
  taxes: number;
  others: number;
  totalAmt: number;
  /** 1 pending, 2 approved at birth, 3 approved by the approver. */
  pos: number;
  approvedUsr: string | null;
  approvedDat: string | null;
  usr: string;
  branchId: string;
  customerCode: number;
}
