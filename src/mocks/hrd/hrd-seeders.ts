import { ensureAdvances } from './advances/advance-seed';
import { registerHrdSeeder } from './hrd-store';
import { ensurePunches } from './inout/punch-seed';
import { ensureLeaves } from './leave/leave-seed';

/**
 * The starting punches, leaves and advances, put in place by hrd-store's readers on first read (see registerHrdSeeder).
 */
registerHrdSeeder('punches', ensurePunches);
registerHrdSeeder('leaves', ensureLeaves);
registerHrdSeeder('advances', ensureAdvances);
