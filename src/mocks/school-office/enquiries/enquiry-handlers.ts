import type { HttpHandler } from 'msw';
import { callHandlers } from './call-handlers';
import { presentationHandlers } from './presentation-handlers';

/**
 * Calls (enquiries), their follow-ups and conversion to admission, and presentations
 * (FD_ROUTES.callRequirements … savePresentation); spread by the front desk's handlers file.
 */
export const enquiryHandlers: HttpHandler[] = [...callHandlers, ...presentationHandlers];
