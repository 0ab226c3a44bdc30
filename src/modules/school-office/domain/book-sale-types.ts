export type SaleItemKind = 'BOOK' | 'UNIFORM' | 'STATIONERY';

/** An item of the front desk's price list (seeded, by class and size), stored under its code. */
export interface SaleItem {
  code: string;
  name: string;
  kind: SaleItemKind;
  /** The standard it is for ('' for any). */
  className: string;
  /** The size ('' for none). */
  size: string;
  /** Rupees. */
  rate: number;
  active: boolean;
}

/** A sale of books and uniform to a pupil, BKS<yyyy>-NNNNN: posts one BOOKS charge (paid at fd-feestra). */
export interface BookSale {
  saleNo: string;
  date: string;
  admissionNo: string;
  name: string;
  classCode: string;
  lines: Array<{ itemCode: string; name: string; size: string; quantity: number; rate: number; amount: number }>;
  /** Rupees: Σ lines' amount. */
  total: number;
  /** The StudentCharge it posted (withdrawn when the sale is cancelled). */
  chargeId: string;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  by: string;
}

/** GetFDBookSaleRequirements: the server's day, the pupils on roll and the price list. */
export interface BookSaleRequirements {
  today: string;
  pupils: Array<{ admissionNo: string; name: string; className: string; classCode: string }>;
  items: SaleItem[];
}
