import { setupServer } from 'msw/node';
import { consoleContractGuard } from './core/contract-guard-default';
import { indexHandlers } from './core/handler-index';
import { handlers } from './handlers';

/** The demo backend for vitest: `server.listen()` in beforeAll, `server.close()` in afterAll. */
export const server = setupServer(
  ...indexHandlers(
    handlers,
    (request) => console.error(`The demo backend has no handler for ${request.method} ${request.url}`),
    consoleContractGuard,
  ),
);
