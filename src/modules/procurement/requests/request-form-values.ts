import type { FieldErrors, Resolver } from 'react-hook-form';
import type { LineRecord, ResourceRecord } from '../../../engine/resource';
import { requestProblems, type DraftLine, type RequestDraft, type RequestMasters } from './request-rules';
import type { RequestAnswer, RequestHeaderInput, RequestSaveBody } from './request-types';

/**
 * The form's values: the header's fields flat, the lines under `details` (the server's name, so its field paths fit).
 */
export type RequestFormValues = ResourceRecord;

export const LINE_FIELDS = [
  'itemId',
  'itemDescription',
  'purpose',
  'suggestedSupplier',
  'qty',
  'um',
  'reqdBy',
] as const;

export const emptyRequestLine = (): LineRecord => ({
  itemId: '',
  itemDescription: '',
  purpose: '',
  suggestedSupplier: '',
  qty: null,
  um: '',
  reqdBy: '',
});

/** A new request dated `today` with one empty line, or the stored one as the server answered it. */
export function toFormValues(answer: RequestAnswer | null, today: string): RequestFormValues {
  if (!answer) return { dat: today, department: '', empno: '', descriptio: '', details: [emptyRequestLine()] };
  const { header, lines } = answer;
  return {
    dat: header.dat,
    department: header.department ?? '',
    empno: header.empno ?? '',
    descriptio: header.descriptio ?? '',
    details: lines.map((line) => ({
      itemId: line.itemId,
      itemDescription: line.itemDescription ?? '',
      purpose: line.purpose ?? '',
      suggestedSupplier: line.suggestSupplier ?? '',
      qty: line.qty,
      um: line.umid ?? '',
      reqdBy: line.requiredBy ?? '',
    })),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const quantity = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const linesOf = (values: RequestFormValues) => (Array.isArray(values.details) ? values.details : []);

/** The request the values describe, as the rules read it. */
export function toDraft(values: RequestFormValues): RequestDraft {
  return {
    header: {
      dat: text(values.dat),
      department: text(values.department),
      empno: text(values.empno),
      descriptio: text(values.descriptio),
    },
    details: linesOf(values).map(
      (line): DraftLine => ({
        itemId: text(line.itemId),
        itemDescription: text(line.itemDescription),
        purpose: text(line.purpose),
        suggestedSupplier: text(line.suggestedSupplier),
        qty: quantity(line.qty),
        um: text(line.um),
        reqdBy: text(line.reqdBy),
      }),
    ),
  };
}

/** The `setPurchaseRequest` body: `{ header, details, tracheck }`; blanks travel as null, lines numbered from 1. */
export function toSaveBody(
  values: RequestFormValues,
  identity: Pick<RequestHeaderInput, 'recordId' | 'seq'>,
  tracheck: 1 | 2,
): RequestSaveBody {
  const draft = toDraft(values);
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    header: {
      ...identity,
      dat: draft.header.dat,
      descriptio: draft.header.descriptio,
      department: orNull(draft.header.department),
      empno: orNull(draft.header.empno),
    },
    details: draft.details.map((line, index) => ({
      ...line,
      sno: index + 1,
      suggestedSupplier: orNull(line.suggestedSupplier),
      um: orNull(line.um),
      reqdBy: orNull(line.reqdBy),
    })),
    tracheck,
  };
}

/** The server's and the rules' paths (`header.dat`, `details.0.qty`) as the form's (`dat`, `details.0.qty`). */
export const formPath = (path: string) => path.replace(/^header\./, '');

function nest(problems: Record<string, string>): FieldErrors<RequestFormValues> {
  const result: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const parts = formPath(path).split('.');
    let at = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) at[part] = { ...(at[part] as object | undefined), type: 'rule', message };
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result as FieldErrors<RequestFormValues>;
}

/** Validates with the rules the server applies, against the lists of the requirements loaded. */
export function requestResolver(masters: RequestMasters): Resolver<RequestFormValues> {
  return (values) => {
    const problems = requestProblems(toDraft(values), masters);
    return Object.keys(problems).length === 0 ? { values, errors: {} } : { values: {}, errors: nest(problems) };
  };
}
