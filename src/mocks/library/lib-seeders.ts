import { registerFdSeeder } from '../frontdesk/fd-store';
import { registerLibSeeder } from './lib-store';
import { ensureLibrarySeed } from './seeds/library-seed';

/**
 * The library's starting records, put in place by lib-store's readers on first read (see seederRegistry in
 * frontdesk/fd-store.ts); loaded with the handlers (lib-handlers.ts). Seeded returns post LIBRARY fine charges, so
 * the fee ledger's charge reader runs it too.
 */
for (const kind of ['issues', 'returns', 'journalReceipts'] as const) registerLibSeeder(kind, ensureLibrarySeed);
registerFdSeeder('feeCharges', ensureLibrarySeed);
