import type { ReportResult } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { closingStockByStore, closingStockOf } from '../../kits/stock/stock-balance';
import { FNB_SERVICE_ITEMS } from '../../modules/inventory/resources/fnb-service-items';
import { FNB_SERVICES } from '../../modules/inventory/resources/fnb-services';
import { ITEM_INGREDIENTS } from '../../modules/inventory/resources/item-ingredients';
import { ITEMS } from '../../modules/inventory/resources/items';
import { KITCHENS } from '../../modules/inventory/resources/kitchens';
import { UNITS_OF_MEASURE } from '../../modules/inventory/resources/units-of-measure';
import { fnbClosingStock, type FnbChain } from '../../modules/inventory/stock-reports/fnb-stock-rows';
import { FNB_CLOSING_STOCK_REPORT, UNITS_REPORT } from '../../modules/inventory/stock-reports/unit-fnb-reports';
import { unitRows } from '../../modules/inventory/stock-reports/unit-rows';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { currentStock, stockLedger } from '../core/stock/stock-store';
import { stockNames } from './stock-report-masters';

type Row = Record<string, unknown>;

async function records(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const lines = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** GetKeyRepInvUnits: the units master with the conversions the items master defines. */
export async function unitsReport(companyCode: number): Promise<ReportResult> {
  const [units, items] = await Promise.all([
    records(UNITS_OF_MEASURE.name, companyCode),
    records(ITEMS.name, companyCode),
  ]);
  const rows = unitRows(
    units.map((unit) => ({
      code: text(unit.code),
      name: text(unit.name),
      decimals: Number(unit.decimals ?? 0),
      active: unit.active !== false,
    })),
    items.map((item) => ({
      unit: text(item.unit),
      units: lines(item.units).map((other) => ({ unit: text(other.unit), factor: Number(other.factor ?? 0) })),
    })),
  );
  return totalReport(UNITS_REPORT.columns, rows);
}

/** The chain from F&B services to stock items, as the company's masters hold it. */
async function fnbChain(companyCode: number): Promise<FnbChain> {
  const [services, kitchens, menus, recipes] = await Promise.all([
    records(FNB_SERVICES.name, companyCode),
    records(KITCHENS.name, companyCode),
    records(FNB_SERVICE_ITEMS.name, companyCode),
    records(ITEM_INGREDIENTS.name, companyCode),
  ]);
  const storeOf = new Map(kitchens.map((kitchen) => [text(kitchen.code), text(kitchen.store)]));
  const menuItems = new Map<string, string[]>();
  for (const menu of menus)
    menuItems.set(text(menu.service), [
      ...(menuItems.get(text(menu.service)) ?? []),
      ...lines(menu.items).map((line) => text(line.item)),
    ]);
  const ingredients = new Map<string, string[]>();
  for (const recipe of recipes)
    ingredients.set(text(recipe.item), [
      ...(ingredients.get(text(recipe.item)) ?? []),
      ...lines(recipe.ingredients).map((line) => text(line.ingredient)),
    ]);
  return {
    services: services
      .map((service) => ({
        code: text(service.code),
        name: text(service.name),
        store: storeOf.get(text(service.kitchen)) ?? '',
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    menuItems,
    ingredients,
  };
}

/** GetFnBWiseClosingStock `{ toDate }`: closing stock per F&B service as on the day, grouped by service. */
export async function fnbClosingStockReport(companyCode: number, toDate: string): Promise<ReportResult> {
  const [chain, current, names] = await Promise.all([
    fnbChain(companyCode),
    currentStock(companyCode),
    stockNames(companyCode),
  ]);
  // On or after the latest movement the warm stock balance answers; an earlier date reads the ledger up to it.
  const stock =
    toDate >= current.lastDate
      ? closingStockOf(current.index)
      : closingStockByStore(await stockLedger(companyCode), toDate);
  const { rows, value } = fnbClosingStock(chain, stock, names);
  const report = totalReport(FNB_CLOSING_STOCK_REPORT.columns, rows, FNB_CLOSING_STOCK_REPORT.groupBy);
  return { ...report, totals: { value } };
}
