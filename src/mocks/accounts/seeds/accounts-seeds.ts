import { ACCOUNT_GROUPS } from '../../../modules/accounts/resources/account-groups';
import { ACCOUNTS } from '../../../modules/accounts/resources/accounts';
import { ASSETS } from '../../../modules/accounts/resources/assets';
import type { SeedSet } from '../seed-set';
import { assetSeed } from './accounts/asset-seed';
import { accountGroupSeed, accountSeed } from './accounts/chart-of-accounts';

/** Starting records of the accounts masters: the group tree, a chart of accounts and fixed assets of each company's trade. */
export const ACCOUNTS_SEEDS: readonly SeedSet[] = [
  { resource: ACCOUNT_GROUPS, rows: accountGroupSeed },
  { resource: ACCOUNTS, rows: accountSeed },
  { resource: ASSETS, rows: assetSeed },
];
