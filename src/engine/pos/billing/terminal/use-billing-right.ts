import { useCallback } from 'react';
import { usePermissions } from '../../../../lib/permissions/use-permissions';
import { billingCodes, type BillingAction } from '../../domain/billing-rights';

/** May the user do this billing action? Either billing screen's code grants it (billing-rights). */
export function useBillingRight(): (action: BillingAction) => boolean {
  const { can } = usePermissions();
  return useCallback((action: BillingAction) => billingCodes(action).some(can), [can]);
}
