import * as z from 'zod';

/**
 * One route of the customer's server as its source documents it (../shared/design/contract): what a request to it
 * must look like and what it answers. Requests are closed (a field the server does not read is refused, so a renamed
 * field is caught on our side before it is silently ignored on theirs); answers are open (our demo may add fields
 * the client can do without, and says which in `ours`).
 */
export interface ContractRoute<Request extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  /** `api/<Controller>/<Action>`, spelled as the contract spells it (the server ignores case). */
  route: string;
  request: Request;
  answer: Answer;
  /** Where the demo backend deliberately answers otherwise than the real server, and why. */
  differs?: string;
}

export function contractRoute<Request extends z.ZodType, Answer extends z.ZodType>(
  route: string,
  request: Request,
  answer: Answer,
  differs?: string,
): ContractRoute<Request, Answer> {
  return { route, request, answer, ...(differs ? { differs } : {}) };
}

/** The request type of a route, for the client's API function. */
export type RequestOf<Route> = Route extends ContractRoute<infer Request> ? z.input<Request> : never;
/** The answer type of a route. */
export type AnswerOf<Route> = Route extends ContractRoute<z.ZodType, infer Answer> ? z.output<Answer> : never;

/** `UserInfo`, sent as the whole body or as `usr` in every call after sign-in. */
export const userInfo = z.strictObject({
  uCode: z.string(),
  rCode: z.string(),
  bCode: z.string(),
  cCode: z.number().int(),
  kCode: z.string(),
  vCode: z.string(),
  pCode: z.string(),
  // The server reads int?; our session keeps the text it was given, which ASP.NET converts when it is a number.
  webCheck: z.union([z.string(), z.number(), z.null()]).optional(),
  mobileCheck: z.union([z.string(), z.number(), z.null()]).optional(),
});

/** `GeneralInformation`: the generic request of lists, reads, prints and deletes. */
export const generalInformation = z.strictObject({
  recordId: z.union([z.number(), z.string(), z.null()]).optional(),
  detail: z.string().nullable().optional(),
  frmDate: z.string().nullable().optional(),
  toDate: z.string().nullable().optional(),
  traCheck: z.number().int().nullable().optional(),
  usr: userInfo,
});

/** `TransactionResult`: a save's answer; `result` is "OK" or the refusal's text. */
export const transactionResult = z.looseObject({ result: z.string(), seq: z.string().nullable().optional() });

/** A route's request as the screens build it: the data provider adds `usr` (a union stays a union of bodies). */
export type BodyOf<Route> =
  RequestOf<Route> extends infer Request ? (Request extends unknown ? Omit<Request, 'usr'> : never) : never;
