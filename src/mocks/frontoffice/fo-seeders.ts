import { registerBooksSeeder } from '../core/accounting/books-seeders';
import { registerFoHistorySeeder } from './fo-store';
import { ensureNightHistory } from './seeds/night-history-seed';

/**
 * The hotel's nights before today post vouchers, so the books run their seeder before they are read, and the front
 * office's readers before any stay, folio or audit is read. Loaded with the handlers (shared-handlers.ts).
 */
registerFoHistorySeeder(ensureNightHistory);
registerBooksSeeder(ensureNightHistory);
