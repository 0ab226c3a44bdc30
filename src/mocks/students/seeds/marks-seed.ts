/**
 * Owned by WP6 (issue 20). Marks sheets of PT-1, PT-2 and HY for the exams already held.
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP6 lands; registered in students/stu-seeders.ts.
 */
export async function ensureMarksSeed(companyCode: number): Promise<void> {
  void companyCode;
}
