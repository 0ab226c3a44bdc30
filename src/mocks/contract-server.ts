import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { contractIndex } from '../lib/contract/contract-check';
import { CONTRACT_ROUTES } from '../lib/contract/contract-routes';
import { DOCUMENTED_ROUTES } from '../lib/contract/documented-routes';
import { contractGuard, type ContractSide } from './core/contract-guard';
import { indexHandlers } from './core/handler-index';
import { handlers } from './handlers';

/** A call whose request or answer was off the contract. */
export interface Violation {
  side: ContractSide;
  route: string;
  field: string;
  message: string;
}

/** What the test may make a route do instead of answering: the failures a real deployment meets. */
export type Fault = 'timeout' | 'unauthorized' | 'close';

export interface ContractServerOptions {
  port?: number;
  host?: string;
  /** The web origins allowed to call (CORS); by default any page served from this machine. */
  origins?: readonly string[];
}

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;
const CONTROL = '/__contract/';

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** What a real deployment must allow too (docs/deployment.md): the saves' Idempotency-Key is ours. */
function corsHeaders(origin: string | undefined, allowed: (origin: string) => boolean): Record<string, string> {
  if (!origin || !allowed(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * The contract server for tests (npm run contract-server): the demo backend's handlers and store behind real HTTP on
 * the loopback interface, with the contract enforced as the real server reads it. A documented route's request that
 * its schema refuses gets ASP.NET's 400 naming the field; an answer off its schema is logged. The bearer token is
 * issued by the sign-in and checked by every handler, which answer 401 when it is missing or over. Calls of documented
 * routes no schema covers yet, and of routes the contract does not document (ours, where the real server's code is
 * not public), are answered too, and counted apart. `GET /__contract/log` tells what was seen;
 * `POST /__contract/faults` makes routes fail on purpose.
 */
export async function startContractServer(options: ContractServerOptions = {}) {
  const violations: Violation[] = [];
  // Calls of documented routes no schema covers yet, and of routes the contract does not document (ours).
  const unchecked = new Map<string, number>();
  const undocumented = new Map<string, number>();
  const documented = new Set(DOCUMENTED_ROUTES.map((known) => known.route.toLowerCase()));
  const faults = new Map<string, Fault>();
  const index = contractIndex(CONTRACT_ROUTES);
  const guard = contractGuard(index, (problem, side) => {
    violations.push({ side, ...problem });
    console.error(`contract: the ${side} of ${problem.route} is off the contract: ${problem.message}`);
  });
  const answer = indexHandlers(handlers, undefined, guard);
  const allowed = (origin: string) => (options.origins ? options.origins.includes(origin) : LOCAL_ORIGIN.test(origin));

  async function control(path: string, request: IncomingMessage, response: ServerResponse) {
    if (path === 'log') {
      const log = {
        violations,
        unchecked: Object.fromEntries(unchecked),
        undocumented: Object.fromEntries(undocumented),
      };
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify(log));
    }
    if (path === 'faults' && request.method === 'POST') {
      faults.clear();
      const asked = JSON.parse((await bodyOf(request)).toString() || '{}') as Record<string, Fault>;
      for (const [route, fault] of Object.entries(asked)) faults.set(route.toLowerCase(), fault);
      response.writeHead(204);
      return void response.end();
    }
    response.writeHead(404);
    response.end();
  }

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://contract.local');
    if (url.pathname.startsWith(CONTROL)) return control(url.pathname.slice(CONTROL.length), request, response);
    const cors = corsHeaders(request.headers.origin, allowed);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return void response.end();
    }
    const route = url.pathname.replace(/^\/+/, '');
    const fault = faults.get(route.toLowerCase());
    if (fault === 'timeout') return; // never answered: the client's own time limit ends the call
    if (fault === 'close') return void request.socket.destroy();
    if (fault === 'unauthorized') {
      response.writeHead(401, cors);
      return void response.end();
    }
    if (!index.routeOf(url.pathname)) {
      const counts = documented.has(route.toLowerCase()) ? unchecked : undocumented;
      counts.set(route, (counts.get(route) ?? 0) + 1);
    }
    const method = request.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await bodyOf(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const call = new Request(`http://127.0.0.1${url.pathname}${url.search}`, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    const answered = await getResponse(answer, call);
    if (!answered) {
      response.writeHead(404, cors);
      return void response.end();
    }
    const out: Record<string, string> = { ...cors };
    answered.headers.forEach((value, name) => {
      out[name] = value;
    });
    response.writeHead(answered.status, out);
    response.end(Buffer.from(await answered.arrayBuffer()));
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('contract server:', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    violations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
