import type { DemoCompany } from '../../core/company/companies';
import { mobileNumber, personName } from '../../core/seeds/people';
import { licenceNumber, vehicleNumber } from '../../core/seeds/places';
import { takeawayMenu } from './menu';
import { dispatchOutlets } from './outlets';

/** Eight riders (RD01...) spread over the outlets that dispatch; a café's runners go by bicycle. */
export function deliveryBoySeed(company: DemoCompany) {
  const food = takeawayMenu(company) === 'food';
  const outlets = dispatchOutlets(company);
  return Array.from({ length: 8 }, (_, index) => {
    const vehicleType = food ? ['SCOOTER', 'MOTORCYCLE', 'EV', 'SCOOTER'][index % 4]! : index < 6 ? 'CYCLE' : 'SCOOTER';
    const motor = vehicleType !== 'CYCLE';
    return {
      code: `RD${String(index + 1).padStart(2, '0')}`,
      name: personName(company, index, 29),
      mobile: mobileNumber(company, index, 89),
      outlet: outlets[index % outlets.length]!,
      vehicleType,
      vehicleNumber: motor ? vehicleNumber(company, index + 20) : '',
      licenceNumber: motor ? licenceNumber(company, index + 20) : '',
      cashLimit: motor ? 3000 + (index % 3) * 1000 : 1000,
      joinedOn: `${2022 + (index % 4)}-${String(((index * 7) % 12) + 1).padStart(2, '0')}-${String(((index * 13) % 28) + 1).padStart(2, '0')}`,
      active: index !== 5,
    };
  });
}
