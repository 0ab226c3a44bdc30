import { http, HttpResponse } from 'msw';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { SUPPLIER_GROUPS } from '../../modules/procurement/resources/supplier-groups';
import { rowsOf } from '../core/inward/receipt-context';
import { authorise } from '../core/sessions/authorise';

/**
 * Our former route of the supplier groups' list, answered as the contract's `api/PurSupplierGroups/GetSupplierGroups`
 * (the generic handler's) is: the suppliers key report's group pick list (procurement-reports.ts) still names it.
 */
export const supplierGroupBridge = http.post('*/api/PartyGroups/GetSupplierGroups', async ({ request }) => {
  const session = await authorise(request, PROCUREMENT.purSupGroups.code!, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(await rowsOf(SUPPLIER_GROUPS.name, session.companyCode));
});
