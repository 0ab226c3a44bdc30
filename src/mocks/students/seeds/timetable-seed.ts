/**
 * Owned by WP4 (issue 20). A clash-free week for every class, from teachersOf (frontdesk/school-masters.ts).
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP4 lands; registered in students/stu-seeders.ts.
 */
export async function ensureTimetableSeed(companyCode: number): Promise<void> {
  void companyCode;
}
