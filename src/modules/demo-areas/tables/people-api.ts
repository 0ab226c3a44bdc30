import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { PEOPLE_ENDPOINT, type DemoPerson } from './person-types';

/** The demo people (POST api/DemoPeople/GetPeople {usr}), read once per visit of the tables. */
export function usePeople() {
  return useQuery({
    queryKey: ['demo-areas.people'],
    queryFn: () => dataProvider.list<DemoPerson>(PEOPLE_ENDPOINT),
    staleTime: 5 * 60_000,
  });
}
