import type { HttpHandler } from 'msw';

/** The demo backend's handlers of the folio: ledger, posted charges, advances, tariff change and its slots, room transfer, restaurant bills to the room (issue 18). */
export const foFolioHandlers: HttpHandler[] = [];
