import { HttpResponse } from 'msw';
import type { ContractIndex, ContractProblem } from '../../lib/contract/contract-check';

export type ContractSide = 'request' | 'answer';

/** Checks a documented route's request before any handler sees it, and its answer after. */
export interface ContractGuard {
  /** The server's 400 for a body its route does not read, or null to go on. */
  refusal(request: Request): Promise<Response | null>;
  /** Reports an answer that is not what the route answers (it is still given). */
  answered(request: Request, response: Response): Promise<void>;
}

async function bodyOf(message: Request | Response): Promise<unknown> {
  const text = await message.clone().text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** ASP.NET's validation answer, which the client reads field by field (api-error.ts). */
export const refusalOf = (problem: ContractProblem) =>
  HttpResponse.json(
    {
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { [problem.field || '$']: [problem.message] },
    },
    { status: 400 },
  );

export function contractGuard(
  index: ContractIndex,
  report: (problem: ContractProblem, side: ContractSide) => void,
): ContractGuard {
  const routeOf = (request: Request) =>
    request.method === 'POST' ? index.routeOf(new URL(request.url).pathname) : undefined;
  return {
    async refusal(request) {
      const route = routeOf(request);
      if (!route) return null;
      const problem = index.requestProblem(route, await bodyOf(request));
      if (!problem) return null;
      report(problem, 'request');
      return refusalOf(problem);
    },
    async answered(request, response) {
      const route = routeOf(request);
      // Refusals and failures have their own shapes: only an answer the route gives is checked.
      if (!route || !response.ok) return;
      const problem = index.answerProblem(route, await bodyOf(response));
      if (problem) report(problem, 'answer');
    },
  };
}
