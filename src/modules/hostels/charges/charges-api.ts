import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { type ChargeRequirements, type PostedCharge } from '../domain/charge-types';
import { HOSTEL_ENDPOINTS as API, HOSTEL_KEY } from '../domain/hostel-endpoints';

/** The occupants of the month, the charge heads and the services ('' asks for the current month). */
export const useChargeRequirements = (month: string) =>
  useQuery({
    queryKey: [HOSTEL_KEY, 'charge-requirements', month],
    queryFn: () => dataProvider.report<ChargeRequirements>(API.chargeRequirements, { detail: month }),
  });

export const useCharges = (month: string) =>
  useQuery({
    enabled: month !== '',
    queryKey: [HOSTEL_KEY, 'charges', month],
    queryFn: () =>
      dataProvider.report<PostedCharge[] | null>(API.charges, { detail: month }).then((rows) => rows ?? []),
  });
