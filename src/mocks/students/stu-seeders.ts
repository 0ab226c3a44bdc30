import { registerBooksSeeder } from '../core/accounting/books-seeders';
import { registerFeeSeeder } from '../core/school/fee-store';
import { ensureAttendanceSeed } from './seeds/attendance-seed';
import { ensureMarksSeed } from './seeds/marks-seed';
import { ensurePenaltySeed } from './seeds/penalty-seed';
import { ensureTimetableSeed } from './seeds/timetable-seed';
import { registerStuSeeder } from '../core/school/students-store';

/**
 * The students desks' starting records, put in place by stu-store's readers on first read (see seederRegistry in
 * school-office/fd-store.ts); loaded with the handlers (stu-handlers.ts). The penalty seed posts PENALTY charges, so
 * the fee ledger's charge reader runs it too.
 */
registerStuSeeder('timetables', ensureTimetableSeed);
registerStuSeeder('attendance', ensureAttendanceSeed);
registerStuSeeder('marks', ensureMarksSeed);
registerStuSeeder('penalties', ensurePenaltySeed);
registerFeeSeeder('feeCharges', ensurePenaltySeed);
registerBooksSeeder(ensurePenaltySeed);
