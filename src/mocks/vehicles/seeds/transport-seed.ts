import { academicYearOf, academicYearSpan } from '../../../kits/school/school-year';
import { classCodeOf } from '../../../kits/school/class-code';
import type { TransportAssignment } from '../../../modules/vehicles/domain/veh-types';
import { seedOnce } from '../../core/record-store';
import { routesOf, studentsOf } from '../../core/school/school-masters';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { VEH_STORE } from '../../core/school/transport-store';

/**
 * The starting transport assignments: each pupil on roll whose transport flag is set rides a route in
 * turn (R-01, R-02, …) from a stop of it (never the campus, its last), both ways but every fifth one way, from the
 * start of the academic year (or the admission day, if later). D-SHI only: other companies start empty. Written
 * once with seedOnce, relative to the server's today; it reads the masters, never the assignments' seeded reader.
 */
export async function ensureTransportSeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  await seedOnce(VEH_STORE.assignments, companyCode, async () => {
    const [students, routes] = await Promise.all([studentsOf(companyCode), routesOf(companyCode)]);
    const running = routes
      .filter((route) => route.active && (route.stops ?? []).length > 1)
      .sort((a, b) => a.code.localeCompare(b.code));
    if (running.length === 0) return [];
    const yearStart = academicYearSpan(academicYearOf(schoolToday())).from;
    const riders = students
      .filter((student) => student.active && student.transport)
      .sort((a, b) => a.admissionNo.localeCompare(b.admissionNo));
    return riders.map((student, index) => {
      const route = running[index % running.length]!;
      const stops = route.stops.slice(0, -1);
      const row: TransportAssignment = {
        admissionNo: student.admissionNo,
        name: student.name,
        classCode: classCodeOf(student),
        route: route.code,
        routeName: route.name,
        stop: stops[Math.floor(index / running.length) % stops.length]!.stopName,
        way: index % 5 === 4 ? 'ONE' : 'BOTH',
        fromDate: student.admissionDate > yearStart ? student.admissionDate : yearStart,
        toDate: '',
        by: 'admin',
      };
      return { id: row.admissionNo, data: row };
    });
  });
}
