import type { HttpHandler } from 'msw';
import { advanceRoutes } from './advance-routes';
import { chargeRoutes } from './charge-routes';
import { connectFoliosToTills } from './pos-to-folio';
import { tariffRoutes } from './tariff-routes';
import { transferRoutes } from './transfer-routes';

/**
 * The demo backend's handlers of the folio: ledger, posted charges, advances, tariff change and its slots, room
 * transfer, restaurant bills to the room.
 */
// The restaurant's Room tender writes on these folios.
connectFoliosToTills();

export const foFolioHandlers: HttpHandler[] = [...chargeRoutes, ...advanceRoutes, ...tariffRoutes, ...transferRoutes];
