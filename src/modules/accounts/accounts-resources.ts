import type { ResourceDeclaration } from '../../engine/resource';
import { ACCOUNT_GROUPS } from './resources/account-groups';
import { ACCOUNTS } from './resources/accounts';
import { ASSETS } from './resources/assets';

/** The accounts masters declared for the engine (and served by the demo backend's generic handlers). */
export const ACCOUNTS_RESOURCES: readonly ResourceDeclaration[] = [ACCOUNT_GROUPS, ACCOUNTS, ASSETS];
