import type { DemoCompany } from '../../core/company/companies';
import { takeawayItems } from './menu';

const DESCRIPTIONS: Record<string, string> = {
  BRK: 'Served with sambar and two chutneys.',
  MEAL: 'Packed in a five-compartment box.',
  BIR: 'Slow-cooked dum style; comes with raita.',
  CHN: 'Wok-tossed to order.',
  ROL: 'Wrapped in a flaky paratha.',
  SAND: 'Grilled on brown or white bread.',
};

/** The menu's items with GST 5% (restaurant service), a packing charge for boxed dishes, listed online. */
export function itemSeed(company: DemoCompany) {
  return takeawayItems(company).map(({ code, name, group, rate, foodType, prepMinutes }) => ({
    code,
    name,
    group,
    rate,
    tax: 'GST5',
    foodType,
    packingCharge: rate >= 100 ? 10 : rate >= 50 ? 5 : 0,
    prepMinutes,
    description: DESCRIPTIONS[group] ?? '',
    onlineListed: group !== 'SNK' || rate > 30,
    active: true,
    picture: '',
  }));
}
