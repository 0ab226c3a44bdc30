/**
 * Owned by WP7 (issue 20). The starting issues (two overdue), returns (their LIBRARY fine charges) and journal receipts.
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP7 lands; registered in library/lib-seeders.ts.
 */
export async function ensureLibrarySeed(companyCode: number): Promise<void> {
  void companyCode;
}
