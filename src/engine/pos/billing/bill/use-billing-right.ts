import { usePermissions } from '../../../../lib/permissions/use-permissions';
import { billingCodes, type BillingAction } from '../../domain/billing-rights';

/** May the user do this billing action (on either billing screen's code)? */
export function useBillingRight(action: BillingAction): boolean {
  const { can } = usePermissions();
  return billingCodes(action).some((code) => can(code));
}
