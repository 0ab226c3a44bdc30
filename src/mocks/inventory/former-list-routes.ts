import { http, HttpResponse } from 'msw';
import type { ResourceDeclaration } from '../../engine/resource';
import { code } from '../../lib/permissions/permission-code';
import { ITEM_GROUPS } from '../../modules/inventory/resources/item-groups';
import { UNITS_OF_MEASURE } from '../../modules/inventory/resources/units-of-measure';
import { rowsOf } from '../core/seeded-rows';
import { authorise } from '../core/sessions/authorise';

/** The same list as the master's own route answers, checked with its screen's view right. */
const formerList = (route: string, resource: ResourceDeclaration) =>
  http.post(`*/${route}`, async ({ request }) => {
    const screen = resource.screen.code!;
    const session = await authorise(
      request,
      code(screen.moduleCode, screen.menuCode, screen.screenCode, 0),
      'read',
      resource.screen.vendorScreen,
    );
    if (session instanceof Response) return session;
    return HttpResponse.json(await rowsOf(resource.name, session.companyCode));
  });

/**
 * The units and item groups now list on the contract's routes (GetInventoryUnits, GetInvItemGroups); pickers of other
 * modules still name our former routes, which answer the same list until they move.
 */
export const formerListRoutes = [
  formerList('api/invUOM/GetInvUOMs', UNITS_OF_MEASURE),
  formerList('api/invgroups/GetInvGroups', ITEM_GROUPS),
];
