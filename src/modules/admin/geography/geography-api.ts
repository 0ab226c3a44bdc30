import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApi } from '../../../lib/api/api-client';
import { dataProvider, type TraCheck } from '../../../lib/api/data-provider';
import { ADMIN_ENDPOINTS as API } from '../admin-endpoints';
import type { StateRow } from './state-rules';

/** A country as GET api/countries answers it. */
export interface CountryRow {
  /** ISO 3166-1 alpha-2, e.g. IN. */
  code: string;
  name: string;
}

const STATES = 'admin.states';

/** Every country (spec section 7: GET, no body), by name; it does not change while the app runs. */
export function useCountries() {
  return useQuery({
    queryKey: ['admin.countries'],
    queryFn: () => getApi<CountryRow[] | null>(API.countries).then((rows) => rows ?? []),
    staleTime: Infinity,
  });
}

/** The states of one country, by name. */
export function useStates(country: string) {
  return useQuery({
    enabled: country !== '',
    queryKey: [STATES, country],
    queryFn: () => dataProvider.report<StateRow[] | null>(API.states, { detail: country }).then((rows) => rows ?? []),
  });
}

/** Create (1), modify (2) or delete (3) a state: `{state, traCheck, usr}`; the country's list refreshes after. */
export function useSaveState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, traCheck }: { state: StateRow; traCheck: TraCheck }) =>
      dataProvider.save(API.saveState, 'state', state, traCheck),
    onSuccess: (_answer, { state }) => queryClient.invalidateQueries({ queryKey: [STATES, state.country] }),
  });
}

/** The countries whose name contains the search, or whose code is it ("ind" finds India, Indonesia...). */
export function searchCountries(countries: readonly CountryRow[], search: string): CountryRow[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...countries];
  return countries.filter(
    (country) => country.name.toLowerCase().includes(wanted) || country.code.toLowerCase() === wanted,
  );
}
