import { usePermissions } from '../../../lib/permissions/use-permissions';
import { billingCodes, type BillingAction } from '../domain/billing-rights';
import { useBillingBook } from '../billing-book-context';

/** May the user do this billing action (on any of the book's billing screens' codes)? */
export function useBillingRight(action: BillingAction): boolean {
  const { can } = usePermissions();
  return billingCodes(action, useBillingBook()).some((code) => can(code));
}
