import { ACCOUNT_GROUPS } from '../../../modules/accounts/resources/account-groups';
import { ACCOUNTS } from '../../../modules/accounts/resources/accounts';
import type { SeedSet } from '../seed-set';
import { accountGroupSeed, accountSeed } from './accounts/chart-of-accounts';

/** Starting records of the accounts masters: the group tree and a chart of accounts of each company's trade. */
export const ACCOUNTS_SEEDS: readonly SeedSet[] = [
  { resource: ACCOUNT_GROUPS, rows: accountGroupSeed },
  { resource: ACCOUNTS, rows: accountSeed },
];
