import { ensureTransportSeed } from './seeds/transport-seed';
import { registerVehSeeder } from '../core/school/transport-store';

/**
 * The vehicles desk's starting records, put in place by veh-store's readers on first read (see seederRegistry in
 * school-office/fd-store.ts); loaded with the handlers (veh-handlers.ts).
 */
registerVehSeeder('assignments', ensureTransportSeed);
