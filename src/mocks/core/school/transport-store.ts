import type { TransportAssignment } from '../../../modules/vehicles/domain/veh-types';
import { seederRegistry } from '../seeds/seeder-registry';
import { listRecords, readRecord, writeRecord } from '../record-store';

/**
 * The vehicles desk's stored records: the pupils' transport assignments; the masters (routes, route fees,
 * vehicles) are the generic resources (frontdesk/school-masters.ts). The fee ledger reads the assignments too (their
 * route fees are dues), so its reader seeds first. Writes run in the company's one write queue (schoolWrite).
 */
export const VEH_STORE = {
  // id: admissionNo (one assignment a pupil; a stopped one keeps its toDate)
  assignments: 'vehicles.transport-assignments',
} as const;

export type VehSeededKind = keyof typeof VEH_STORE;
const vehSeeders = seederRegistry<VehSeededKind>();
/** Registers a seeder of a vehicles kind (veh-seeders.ts): the kind's readers run it first (see seederRegistry). */
export const registerVehSeeder = vehSeeders.register;

/** Every assignment, running and stopped. */
export async function assignmentsOf(companyCode: number): Promise<TransportAssignment[]> {
  await vehSeeders.seeded('assignments', companyCode);
  return listRecords<TransportAssignment>(VEH_STORE.assignments, companyCode);
}

/** A pupil's assignment (running or stopped), or undefined. */
export async function assignmentOf(companyCode: number, admissionNo: string): Promise<TransportAssignment | undefined> {
  await vehSeeders.seeded('assignments', companyCode);
  return readRecord<TransportAssignment>(VEH_STORE.assignments, companyCode, admissionNo);
}

export const writeAssignment = (companyCode: number, row: TransportAssignment) =>
  writeRecord(VEH_STORE.assignments, companyCode, row.admissionNo, row);
