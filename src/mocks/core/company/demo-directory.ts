import { http, HttpResponse } from 'msw';
import { DEMO_COMPANIES } from './companies';
import { DEMO_USERS } from './demo-sign-ins';

/**
 * GET api/demo/directory: the demo companies and their sign-ins, listed on the sign-in page.
 * Only the embedded demo backend answers it; the customer's server has no such call.
 */
export const demoDirectoryHandler = http.get('*/api/demo/directory', () =>
  HttpResponse.json({
    companies: DEMO_COMPANIES.map(({ code, pCode, name }) => ({ code, pCode, name })),
    users: DEMO_USERS.map(({ userName, password, role }) => ({ userName, password, role })),
  }),
);
