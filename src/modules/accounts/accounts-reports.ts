import { keyReport } from '../../engine/report/key-report';
import type { ReportDeclaration } from '../../engine/report/report';
import { ACCOUNTS } from '../../menus/catalogue/accounts';

/**
 * The accounts key reports: the chart of accounts and the assets register as printed lists, computed by the backend.
 */
export const ACCOUNTS_REPORTS: readonly ReportDeclaration[] = [
  keyReport(
    ACCOUNTS.keyGroups,
    'accounts.account-groups',
    'api/accKeyReports/GetGroupsList',
    [
      { name: 'nature', label: 'Nature', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Group', type: 'text' },
      { name: 'parent', label: 'Under group', type: 'text' },
    ],
    { groupBy: 'nature' },
  ),
  keyReport(
    ACCOUNTS.keyAccounts,
    'accounts.accounts',
    'api/accKeyReports/GetAccountsList',
    [
      { name: 'group', label: 'Group', type: 'text' },
      { name: 'code', label: 'Account id', type: 'text' },
      { name: 'name', label: 'Account', type: 'text' },
      { name: 'type', label: 'Type', type: 'text' },
      { name: 'city', label: 'City', type: 'text' },
    ],
    { groupBy: 'group' },
  ),
  keyReport(
    ACCOUNTS.keyAssets,
    'accounts.assets',
    'api/accKeyReports/GetAssetsList',
    [
      { name: 'account', label: 'Asset account', type: 'text' },
      { name: 'code', label: 'Asset code', type: 'text' },
      { name: 'name', label: 'Asset', type: 'text' },
      { name: 'location', label: 'Location', type: 'text' },
      { name: 'purchaseDate', label: 'Purchased', type: 'date' },
      { name: 'method', label: 'Method', type: 'text' },
      { name: 'rate', label: 'Rate', type: 'percent' },
      { name: 'cost', label: 'Purchase value', type: 'money', total: true },
    ],
    { groupBy: 'account' },
  ),
];
