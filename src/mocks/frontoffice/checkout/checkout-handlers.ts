import type { HttpHandler } from 'msw';
import { checkoutRoutes } from './checkout-routes';
import { companyBillRoutes } from './company-bill-routes';

/** The demo backend's handlers of check-out, the final bill, company bills and collections. */
export const foCheckoutHandlers: HttpHandler[] = [...checkoutRoutes, ...companyBillRoutes];
