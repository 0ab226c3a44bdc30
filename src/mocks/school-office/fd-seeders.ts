import { registerFdSeeder } from './fd-store';
import { ensureDeskSeed } from './seeds/desk-seed';
import { ensureEnquirySeed } from './seeds/enquiry-seed';
import { ensureFeeSeed } from './seeds/fee-seed';

/**
 * The front desk's starting records, put in place by fd-store's readers on first read (see seederRegistry); loaded
 * with the handlers (fd-handlers.ts). The other school folders' seeders register the charges they post (feeCharges).
 */
registerFdSeeder('enquiries', ensureEnquirySeed);
registerFdSeeder('presentations', ensureEnquirySeed);
registerFdSeeder('feeReceipts', ensureFeeSeed);
for (const kind of ['visitors', 'complaints', 'meetings', 'trainings', 'saleItems', 'bookSales', 'feeCharges'] as const)
  registerFdSeeder(kind, ensureDeskSeed);
