import type { DemoCompany } from '../../core/company/companies';
import { mobileNumber } from '../../core/seeds/people';
import { areaOf } from '../../core/seeds/places';
import { takeawayMenu } from './menu';

/**
 * Food companies: the main counter, two cloud kitchens, a kiosk and a delivery hub around the city. Others: a café's
 * counters.
 */
export function outletSeed(company: DemoCompany) {
  const food = takeawayMenu(company) === 'food';
  const at = (index: number) => areaOf(company, index).area;
  const rows: Array<[string, string, string, string, string, string, number | null, number | null]> = food
    ? [
        ['MAIN', `${company.addr.branchName} counter`, 'COUNTER', company.addr.address, '07:00', '23:00', 4, 149],
        ['CK1', `${at(1)} cloud kitchen`, 'CLOUD', `Ground floor, Service Road, ${at(1)}`, '11:00', '23:30', 6, 149],
        ['CK2', `${at(3)} cloud kitchen`, 'CLOUD', `Shed 4, Food Park, ${at(3)}`, '11:00', '23:30', 6, 149],
        ['KSK1', `${at(5)} kiosk`, 'KIOSK', `Near the bus stand, ${at(5)}`, '08:00', '20:00', null, null],
        ['HUB', `${at(2)} delivery hub`, 'HUB', `Shop 12, Market Road, ${at(2)}`, '10:00', '23:59', 8, 199],
      ]
    : [
        ['MAIN', 'Café counter', 'COUNTER', `${company.addr.address} (ground floor)`, '07:30', '19:00', 1, null],
        ['KSK1', 'Reception kiosk', 'KIOSK', `${company.addr.address} (main lobby)`, '09:00', '18:00', null, null],
        [
          'KSK2',
          'Visitors’ lounge kiosk',
          'KIOSK',
          `${company.addr.address} (first floor)`,
          '09:00',
          '18:00',
          null,
          null,
        ],
        ['CK1', 'Central kitchen', 'CLOUD', `${company.addr.address} (service block)`, '07:00', '16:00', 2, 500],
        ['HUB', 'Desk delivery point', 'HUB', `${company.addr.address} (lift lobby)`, '09:00', '18:30', 1, 100],
      ];
  return rows.map(([code, name, outletType, address, opensAt, closesAt, deliveryRadius, minimumOrder], index) => ({
    code,
    name,
    outletType,
    address,
    phone: mobileNumber(company, index, 83),
    opensAt,
    closesAt,
    deliveryRadius,
    minimumOrder,
    autoSettle: outletType !== 'HUB',
    active: true,
  }));
}

/** The outlets riders leave from (not the kiosks). */
export function dispatchOutlets(company: DemoCompany): string[] {
  return outletSeed(company)
    .filter((outlet) => outlet.outletType !== 'KIOSK')
    .map((outlet) => outlet.code);
}
