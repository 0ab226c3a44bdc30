import { registerBooksSeeder } from '../core/accounting/books-seeders';
import { registerFeeSeeder } from '../core/school/fee-store';
import { registerFdSeeder } from './fd-store';
import { ensureDeskSeed } from './seeds/desk-seed';
import { ensureEnquirySeed } from './seeds/enquiry-seed';
import { ensureFeeSeed } from '../core/school/seeds/fee-seed';

/**
 * The front desk's starting records, put in place by fd-store's and fee-store's readers on first read (see
 * seederRegistry); loaded with the handlers (fd-handlers.ts). The other school folders' seeders register the charges
 * they post (feeCharges).
 */
registerFdSeeder('enquiries', ensureEnquirySeed);
registerFdSeeder('presentations', ensureEnquirySeed);
registerFeeSeeder('feeReceipts', ensureFeeSeed);
registerBooksSeeder(ensureFeeSeed);
for (const kind of ['visitors', 'complaints', 'meetings', 'trainings', 'saleItems', 'bookSales'] as const)
  registerFdSeeder(kind, ensureDeskSeed);
registerFeeSeeder('feeCharges', ensureDeskSeed);
