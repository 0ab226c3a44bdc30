import type * as z from 'zod';
import type { ContractRoute } from './contract-route';

/** What a body breaks of its route's schema: the first field at fault, named by its path. */
export interface ContractProblem {
  route: string;
  /** `header.seq`, `lines[2].qty`, or '' for the body itself. */
  field: string;
  message: string;
}

const pathOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );

function problemOf(route: string, issue: z.core.$ZodIssue): ContractProblem {
  if (issue.code === 'unrecognized_keys') {
    const at = pathOf(issue.path);
    const field = issue.keys.map((key) => (at ? `${at}.${key}` : key)).join(', ');
    return { route, field, message: `${field}: not a field the server reads` };
  }
  const field = pathOf(issue.path);
  return { route, field, message: `${field || 'the body'}: ${issue.message}` };
}

const keyOf = (route: string) => route.toLowerCase().replace(/^\/+|\/+$/g, '');

/** The documented routes by their path, looked up as the server routes: without regard to case. */
export function contractIndex(routes: readonly ContractRoute[]) {
  const byKey = new Map(routes.map((route) => [keyOf(route.route), route]));
  /** The route a URL's path calls (`…/api/X/Y`), if the contract documents it. */
  const routeOf = (pathname: string): ContractRoute | undefined => {
    const at = pathname.toLowerCase().indexOf('api/');
    return at < 0 ? undefined : byKey.get(keyOf(pathname.slice(at)));
  };
  return {
    routeOf,
    /** Null when the body is what the route reads. */
    requestProblem(route: ContractRoute, body: unknown): ContractProblem | null {
      const parsed = route.request.safeParse(body);
      return parsed.success ? null : problemOf(route.route, parsed.error.issues[0]!);
    },
    /** Null when the answer is what the route answers. */
    answerProblem(route: ContractRoute, body: unknown): ContractProblem | null {
      const parsed = route.answer.safeParse(body);
      return parsed.success ? null : problemOf(route.route, parsed.error.issues[0]!);
    },
  };
}

export type ContractIndex = ReturnType<typeof contractIndex>;
