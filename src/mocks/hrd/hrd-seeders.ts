import { registerBooksSeeder } from '../core/accounting/books-seeders';
import { ensureAdvances } from './advances/advance-seed';
import { registerHrdSeeder } from './hrd-store';
import { ensurePunches } from './inout/punch-seed';
import { ensureLeaves } from './leave/leave-seed';

/**
 * The starting punches, leaves and advances, put in place by hrd-store's readers on first read (see registerHrdSeeder);
 * the advances post vouchers, so the books run their seeder before they are read (registerBooksSeeder).
 */
registerHrdSeeder('punches', ensurePunches);
registerHrdSeeder('leaves', ensureLeaves);
registerHrdSeeder('advances', ensureAdvances);
registerBooksSeeder(ensureAdvances);
