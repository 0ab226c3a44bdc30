/** A state, province or union territory of a country, as the states call answers it. */
export interface StateRow {
  /** The country's two-letter code, e.g. IN. */
  country: string;
  /** 1-3 capital letters or digits, unique within the country, e.g. KL. */
  code: string;
  name: string;
  /** India's two-digit GST state code (Kerala 32); empty elsewhere. */
  gstCode?: string;
}

/** The fields of a state a person types. */
export type StateField = 'code' | 'name' | 'gstCode';

export type StateProblems = Partial<Record<StateField, string>>;

const CODE = /^[A-Z0-9]{1,3}$/;
const GST_CODE = /^\d{2}$/;

/** A state as typed, tidied: codes upper-cased, names trimmed with single spaces. */
export function tidyState(state: StateRow): StateRow {
  const gstCode = (state.gstCode ?? '').trim();
  return {
    country: state.country.trim().toUpperCase(),
    code: state.code.trim().toUpperCase(),
    name: state.name.trim().replace(/\s+/g, ' '),
    ...(gstCode ? { gstCode } : {}),
  };
}

/** What is wrong with a (tidied) state on its own; the server also checks it is unique in its country. */
export function stateProblems(state: StateRow): StateProblems {
  const problems: StateProblems = {};
  if (!CODE.test(state.code)) problems.code = 'The code is 1 to 3 capital letters or digits.';
  if (state.name === '') problems.name = 'Give the name.';
  else if (state.name.length > 60) problems.name = 'The name is at most 60 characters.';
  if (state.gstCode && !GST_CODE.test(state.gstCode)) problems.gstCode = 'The GST state code is two digits, e.g. 32.';
  return problems;
}

/** States in name order (as the list is shown). */
export function byStateName(a: StateRow, b: StateRow): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}
