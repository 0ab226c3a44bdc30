import type { RequestDetail, RequestHeader } from '../request-types';

/** The contract's AuditType: 1 create, 2 modify, 3 delete (ours: cancel, the request kept and marked). */
export type AuditType = 1 | 2 | 3;

/** What each audit type means, as the history shows it. */
export const AUDIT_TYPE_LABELS: Readonly<Record<AuditType, string>> = {
  1: 'Created',
  2: 'Changed',
  3: 'Cancelled',
};

/** What every history row carries beside the request's own fields. */
export interface AuditStamp {
  auditId: number;
  /** When the change was saved, on the server's clock: `yyyy-MM-ddTHH:mm:ss`. */
  auditDat: string;
  auditType: AuditType;
}

/** A row of `PurPurchaseRequestUniHistory`: the header as it was after the change. */
export interface RequestAuditHeader extends RequestHeader, AuditStamp {
  /** Ours: who made the change (the header's own `usr` stays the user who raised the request). */
  auditUsr: string;
}

/** A row of `PurPurchaseRequestDetHistory`: a line as it was after the change. */
export type RequestAuditLine = RequestDetail & AuditStamp;

/** One version of a request, as `GetPurchaseRequestAuditCompleteDetails` answers it. */
export interface RequestVersion {
  header: RequestAuditHeader;
  lines: RequestAuditLine[];
}
