/**
 * Owned by WP2 (issue 20). The starting enquiries (open, due for follow-up, converted, closed) and presentations.
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP2 lands; registered in frontdesk/fd-seeders.ts.
 */
export async function ensureEnquirySeed(companyCode: number): Promise<void> {
  void companyCode;
}
