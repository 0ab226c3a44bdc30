/**
 * Owned by WP3 (issue 20). The starting visitors, complaints, meetings, trainings, the book and uniform price list (saleItems) and book sales with their BOOKS charges.
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP3 lands; registered in frontdesk/fd-seeders.ts.
 */
export async function ensureDeskSeed(companyCode: number): Promise<void> {
  void companyCode;
}
