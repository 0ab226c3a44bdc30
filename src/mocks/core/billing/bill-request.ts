import type { SplitPart } from '../../../kits/billing/domain/bill-split';
import type { DiscountInput } from '../../../kits/billing/domain/bill-types';
import type { OrderHead } from '../../../kits/billing/domain/order-types';

/** A make-bill call's body, read and checked (makeBillRequest in bill-make.ts). */
export interface MakeBillRequest {
  tableno: string;
  restacode: string;
  billId: string;
  kotIds: string[];
  discount: DiscountInput | undefined;
  discountReason: string;
  ncDepartment: string;
  parts: SplitPart[] | undefined;
  /** A counter order's head as the cashier had it (absent at a table). */
  order: OrderHead | undefined;
  /** The customer offer the cashier's bill showed ('' none; absent: the book has no offers). */
  offer: string | undefined;
}
