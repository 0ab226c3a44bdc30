/**
 * Owned by WP8 (issue 20). The starting transport assignments of the pupils whose transport flag is set (a stop of a route each).
 * D-SHI only: other companies start empty (return at once unless schoolCompany(companyCode) in
 * frontdesk/school-session.ts). Written once with seedOnce (never again, so deletions stay), relative to the server's
 * today; never reads through a seeded reader of a kind it is registered for (see seederRegistry in frontdesk/fd-store.ts).
 * A stub (seeds nothing) until WP8 lands; registered in vehicles/veh-seeders.ts.
 */
export async function ensureTransportSeed(companyCode: number): Promise<void> {
  void companyCode;
}
