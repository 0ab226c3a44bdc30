import { ACCOUNT_GROUPS } from '../../../modules/accounts/resources/account-groups';
import { ACCOUNTS } from '../../../modules/accounts/resources/accounts';
import { ASSETS } from '../../../modules/accounts/resources/assets';
import type { SeedSet } from '../../core/seeds/seed-set';
import { assetSeed } from './asset-seed';
import { accountGroupSeed, accountSeed } from '../../core/accounting/seeds/chart-of-accounts';

/**
 * Starting records of the accounts masters: the group tree, a chart of accounts and fixed assets of each company's
 * trade.
 */
export const ACCOUNTS_SEEDS: readonly SeedSet[] = [
  { resource: ACCOUNT_GROUPS, rows: accountGroupSeed },
  { resource: ACCOUNTS, rows: accountSeed },
  { resource: ASSETS, rows: assetSeed },
];
