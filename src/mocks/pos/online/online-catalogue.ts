import type { ListedItem } from '../../../modules/pos/online/domain/order-figures';
import type { StoreBanner } from '../../../kits/storefront/store-types';
import { DEMO_COMPANIES, findDemoCompany, type DemoCompany } from '../../core/company/companies';
import { isActive, itemsOf, num, str } from '../../core/billing/billing-masters';
import { rowsOf } from '../../core/seeded-rows';

type Row = Record<string, unknown>;

/** The editions whose company has a public store here (the e-commerce edition). */
const STORE_EDITIONS: readonly string[] = ['D-EC1'];

export const storeCompanies = (): DemoCompany[] =>
  DEMO_COMPANIES.filter((company) => STORE_EDITIONS.includes(company.pCode));

/** The company a public request names (`shop`), when it keeps a store. */
export function storeCompany(value: unknown): DemoCompany | undefined {
  const company = findDemoCompany(Number(value));
  return company && STORE_EDITIONS.includes(company.pCode) ? company : undefined;
}

export interface StoreOutlet {
  code: string;
  name: string;
  platform: string;
  fulfilledBy: string; // the POS outlet that packs, delivers and bills its orders
  minimumOrder: number;
}

/** The online outlet named (active), or without a name the website's (else the first active one); else the refusal. */
export async function storeOutlet(companyCode: number, code: string): Promise<StoreOutlet | string> {
  const active = (await rowsOf('pos.online-outlets', companyCode)).filter(isActive).map((row) => ({
    code: str(row.code),
    name: str(row.name),
    platform: str(row.platform),
    fulfilledBy: str(row.fulfilledBy),
    minimumOrder: num(row.minimumOrder),
  }));
  const found = code
    ? active.find((outlet) => outlet.code === code)
    : (active.find((outlet) => outlet.platform === 'WEB') ?? active[0]);
  return found ?? (code ? `The online store ${code} is not taking orders.` : 'This shop is not taking orders online.');
}

export interface StoreList {
  code: string;
  taxInclusive: boolean;
  items: Map<string, ListedItem & { group: string; groupName: string }>;
}

const inForce = (row: Row, date: string) =>
  str(row.validFrom) <= date && (!str(row.validTo) || date <= str(row.validTo));

/**
 * The online outlet's price list on a date: its active list in force with the latest valid-from (one list, so
 * one rule on tax), the items it lists as available that are still active, at their rates.
 */
export async function storeList(companyCode: number, outlet: string, date: string): Promise<StoreList | null> {
  const lists = (await rowsOf('pos.online-price-lists', companyCode)).filter(
    (row) => isActive(row) && str(row.onlineOutlet) === outlet && inForce(row, date),
  );
  const list = lists.sort((a, b) => str(b.validFrom).localeCompare(str(a.validFrom)))[0];
  if (!list) return null;
  const menu = await itemsOf(companyCode);
  const items = new Map<string, ListedItem & { group: string; groupName: string }>();
  for (const line of Array.isArray(list.lines) ? (list.lines as Row[]) : []) {
    const item = menu.get(str(line.item));
    if (!item?.active || line.available === false || !(num(line.rate) > 0)) continue;
    items.set(item.code, {
      code: item.code,
      name: item.name,
      rate: num(line.rate),
      group: item.group,
      groupName: item.groupName,
    });
  }
  return { code: str(list.code), taxInclusive: list.taxInclusive === true, items };
}

/**
 * The take-away banners the catalogue shows on a date: active, between their dates (no end date: no end),
 * for every outlet (none named) or for one of `outlets` (the online outlet or the outlet that fulfils it),
 * in display order.
 */
export async function storeBanners(
  companyCode: number,
  outlets: readonly string[],
  date: string,
): Promise<StoreBanner[]> {
  return (await rowsOf('takeaway.banners', companyCode))
    .filter(
      (row) =>
        isActive(row) &&
        str(row.showFrom) <= date &&
        (!str(row.showUntil) || date <= str(row.showUntil)) &&
        (!str(row.outlet) || outlets.includes(str(row.outlet))),
    )
    .sort((a, b) => num(a.displayOrder) - num(b.displayOrder) || str(a.code).localeCompare(str(b.code)))
    .map((row) => ({
      code: str(row.code),
      title: str(row.title),
      picture: str(row.picture),
      linkText: str(row.linkText),
    }));
}
