import type { RequestDetail, RequestHeader } from '../../modules/procurement/requests/request-types';

/** A purchase request as the demo backend keeps it: `PurPurchaseRequestUni` and its `PurPurchaseRequestDet` lines. */
export interface StoredRequest {
  header: RequestHeader;
  details: RequestDetail[];
}
