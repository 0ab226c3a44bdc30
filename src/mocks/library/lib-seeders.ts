import { registerFeeSeeder } from '../core/school/fee-store';
import { registerLibSeeder } from '../core/school/library-store';
import { ensureLibrarySeed } from './seeds/library-seed';

/**
 * The library's starting records, put in place by library-store's readers on first read (see seederRegistry in
 * school-office/fd-store.ts); loaded with the handlers (library-handlers.ts). Seeded returns post LIBRARY fine charges,
 * so the fee ledger's charge reader runs it too.
 */
for (const kind of ['issues', 'returns', 'journalReceipts'] as const) registerLibSeeder(kind, ensureLibrarySeed);
registerFeeSeeder('feeCharges', ensureLibrarySeed);
