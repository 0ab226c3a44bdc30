/**
 * Owned by WP1 (issue 20). The starting fee receipts of past months (part-paid, one with a concession, one with a late fine, one cancelled), their vouchers posted.
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP1 lands; registered in frontdesk/fd-seeders.ts.
 */
export async function ensureFeeSeed(companyCode: number): Promise<void> {
  void companyCode;
}
