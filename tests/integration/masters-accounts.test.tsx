import { ACCOUNTS_RESOURCES } from '../../src/modules/accounts/accounts-resources';
import { describeMasters } from './support/describe-masters';

describeMasters(ACCOUNTS_RESOURCES);
