import { http, HttpResponse, type HttpHandler } from 'msw';
import { ADMIN_ENDPOINTS } from '../../modules/admin/admin-endpoints';
import { byStateName, stateProblems, tidyState, type StateRow } from '../../modules/admin/geography/state-rules';
import { logActivity } from '../core/activity-log';
import { authoriseAdministrator } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { ADMIN_STORE } from '../core/company/admin-store-names';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { allCountries } from './countries';

const stateId = (state: Pick<StateRow, 'country' | 'code'>) => `${state.country}-${state.code}`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A company's states, seeded with the starting ones the first time. */
async function statesOf(companyCode: number): Promise<StateRow[]> {
  await seedOnce(ADMIN_STORE.states, companyCode, async () =>
    (await import('./seeds/states')).startingStates().map((state) => ({ id: stateId(state), data: state })),
  );
  return listRecords<StateRow>(ADMIN_STORE.states, companyCode);
}

/** The state as the request sends it, tidied; null when the body has no state object. */
function stateOf(body: Record<string, unknown>): StateRow | null {
  const raw = body.state;
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  return tidyState({
    country: text(fields.country),
    code: text(fields.code),
    name: text(fields.name),
    gstCode: text(fields.gstCode),
  });
}

/** Field problems of a create (1) or modify (2), unique name and code within the country included. */
function problemsOf(
  state: StateRow,
  others: readonly StateRow[],
  countryName: string,
  creating: boolean,
): Record<string, string> {
  const { code, name, gstCode } = stateProblems(state);
  const problems: Record<string, string> = {};
  if (creating && code) problems['state.code'] = code;
  const sameCode = others.find((other) => other.code === state.code);
  if (creating && !code && sameCode)
    problems['state.code'] = `${countryName} already has the code ${state.code} (${sameCode.name}).`;
  if (name) problems['state.name'] = name;
  const sameName = others.find(
    (other) => other.code !== state.code && other.name.toLowerCase() === state.name.toLowerCase(),
  );
  if (!name && sameName) problems['state.name'] = `${countryName} already has ${sameName.name} (${sameName.code}).`;
  if (gstCode) problems['state.gstCode'] = gstCode;
  return problems;
}

const summary = (state: StateRow) => `${state.name} (${state.code}${state.gstCode ? `, GST ${state.gstCode}` : ''})`;

/** ADMIN_ENDPOINTS.states `{detail: countryCode, usr}`: the country's states by name (none for an unknown country). */
const statesHandler = http.post(`*/${ADMIN_ENDPOINTS.states}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'read');
  if (session instanceof Response) return session;
  const country = text((await readJson(request)).detail)
    .trim()
    .toUpperCase();
  const states = (await statesOf(session.companyCode)).filter((state) => state.country === country);
  return HttpResponse.json(states.sort(byStateName));
});

/**
 * ADMIN_ENDPOINTS.saveState `{state, traCheck, usr}`: 1 create, 2 modify (name, GST code), 3 delete; each change
 * logged.
 */
const saveStateHandler = http.post(`*/${ADMIN_ENDPOINTS.saveState}`, async ({ request }) => {
  const session = await authoriseAdministrator(request, 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const traCheck = body.traCheck;
  const state = stateOf(body);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({ result: 'Unknown transaction: traCheck is 1, 2 or 3.' });
  if (!state) return HttpResponse.json({ result: 'There is no state in the request.' });
  const country = allCountries().find((one) => one.code === state.country);
  if (!country) return validationAnswer({ 'state.country': `There is no country ${state.country || '(none)'}.` });
  const { companyCode } = session;
  const id = stateId(state);
  const others = (await statesOf(companyCode)).filter((other) => other.country === state.country);
  const before = await readRecord<StateRow>(ADMIN_STORE.states, companyCode, id);
  if (traCheck !== 1 && !before)
    return HttpResponse.json({ result: `There is no state ${state.code} in ${country.name}.` });
  let action: string;
  let detail: string;
  if (traCheck === 3 && before) {
    await deleteRecord(ADMIN_STORE.states, companyCode, id);
    action = 'Delete';
    detail = `Deleted ${summary(before)} of ${country.name}`;
  } else {
    const problems = problemsOf(state, others, country.name, traCheck === 1);
    if (Object.keys(problems).length > 0) return validationAnswer(problems);
    await writeRecord(ADMIN_STORE.states, companyCode, id, state);
    action = before ? 'Modify' : 'Create';
    detail = before
      ? `${summary(before)} of ${country.name} is now ${summary(state)}`
      : `Added ${summary(state)} to ${country.name}`;
  }
  await logActivity(session, { module: 'admin', action, subject: 'State', reference: id, detail });
  return HttpResponse.json({ recordId: id, result: 'OK' });
});

/** The states of a country (reading and changing them; administrators only). Countries themselves: ./countries.ts. */
export const geographyHandlers: HttpHandler[] = [statesHandler, saveStateHandler];
