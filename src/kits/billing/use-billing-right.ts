import { useCallback } from 'react';
import { usePermissions } from '../../lib/permissions/use-permissions';
import { billingCodes, type BillingAction } from './domain/billing-rights';
import { useBillingBook } from './billing-book-context';

/** May the user do this billing action? Any of the book's billing screens' codes grants it (billing-rights). */
export function useBillingRight(): (action: BillingAction) => boolean {
  const { can } = usePermissions();
  const book = useBillingBook();
  return useCallback((action: BillingAction) => billingCodes(action, book).some(can), [can, book]);
}
