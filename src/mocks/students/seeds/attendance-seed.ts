/**
 * Owned by WP5 (issue 20). The registers of the last 30 school days (schoolHolidaysOf skipped).
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP5 lands; registered in students/stu-seeders.ts.
 */
export async function ensureAttendanceSeed(companyCode: number): Promise<void> {
  void companyCode;
}
