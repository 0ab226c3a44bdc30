import type { AllocationRequirements } from '../domain/allocation-types';
import { rupees } from '../shared/hostel-format';

const PERIOD: Record<string, string> = { MONTH: 'month', TERM: 'term', YEAR: 'year' };

/**
 * The tariffs a bed of a room category may take: the bed alone (the category's rent per bed) and the category's
 * packages.
 */
export function packageOptions(
  requirements: AllocationRequirements,
  category: string,
): Array<{ value: string; label: string }> {
  const own = requirements.categories.find((one) => one.code === category);
  const alone = { value: '', label: `${own?.name ?? category}, bed only: ${rupees(own?.monthlyRent ?? 0)} a month` };
  const packages = requirements.packages
    .filter((pack) => pack.roomCategory === category)
    .map((pack) => ({
      value: pack.code,
      label: `${pack.name} (${pack.code}): ${rupees(pack.price)} a ${PERIOD[pack.period] ?? pack.period}${pack.period === 'MONTH' ? '' : `, ${rupees(pack.monthlyRate)} a month`}`,
    }));
  return [alone, ...packages];
}
