import type { DemoCompany } from '../../core/company/companies';
import { mobileNumber, personName } from '../../core/seeds/people';
import { areaOf, licenceNumber, vehicleNumber } from '../../core/seeds/places';
import { deliveryOutlet } from './outlets';
import { posProfile } from './profile';

/** Eight riders per company on two-wheelers (a canteen's runners go on foot or by bicycle, a store adds a van). */
export function deliveryBoySeed(company: DemoCompany) {
  const profile = posProfile(company);
  const outlet = deliveryOutlet(company);
  return Array.from({ length: 8 }, (_, index) => {
    const vehicleType =
      profile === 'canteen'
        ? index % 2 === 0
          ? 'FOOT'
          : 'CYCLE'
        : profile === 'store' && index === 7
          ? 'VAN'
          : ['MOTORCYCLE', 'SCOOTER', 'EV'][index % 3]!;
    const motor = vehicleType !== 'FOOT' && vehicleType !== 'CYCLE';
    return {
      code: `DB${String(index + 1).padStart(2, '0')}`,
      name: personName(company, index, 13),
      mobile: mobileNumber(company, index, 53),
      outlet,
      vehicleType,
      vehicleNumber: motor ? vehicleNumber(company, index) : '',
      licenceNumber: motor ? licenceNumber(company, index) : '',
      area:
        profile === 'canteen'
          ? `Blocks ${String.fromCharCode(65 + index)} and ${String.fromCharCode(66 + index)}`
          : `${areaOf(company, index).area} and ${areaOf(company, index + 1).area}`,
      joinedOn: `${2021 + (index % 5)}-${String(((index * 5) % 12) + 1).padStart(2, '0')}-${String(((index * 9) % 28) + 1).padStart(2, '0')}`,
      active: index !== 6,
    };
  });
}
