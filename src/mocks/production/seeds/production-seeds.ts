import { PROCESS_ATTACHMENTS } from '../../../modules/production/resources/process-attachments';
import { PROCESSES } from '../../../modules/production/resources/processes';
import type { DemoCompany } from '../../core/company/companies';
import type { SeedSet } from '../../core/seeds/seed-set';
import { tradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../inventory/seeds/items';
import { KITCHEN, MACHINING, type Routing, SITE } from './routings';
import { REPACKING, WORKSTATIONS } from './routings-trade';

/** The processes of each company's trade: a construction site pours slabs, a works machines shafts, a kitchen cooks. */
function routingOf(company: DemoCompany): Routing {
  if (company.pCode === 'D-CON') return SITE;
  return { food: KITCHEN, industrial: MACHINING, retail: REPACKING, office: WORKSTATIONS }[tradeProfile(company.pCode)];
}

/** Attachments name items as the inventory seed does; they are stored by its item ids and units. */
function attachmentSeed(company: DemoCompany) {
  const items = itemSeed(tradeProfile(company.pCode));
  return routingOf(company).attachments.map(([process, itemName, quantityPerBatch, unit, wastagePercent], index) => {
    const item = items.find((candidate) => candidate.name === itemName);
    if (!item) throw new Error(`production seed: no item "${itemName}" for ${company.pCode}`);
    return { code: `PA-${String(index + 1).padStart(3, '0')}`, process, item: item.itemId, quantityPerBatch, unit: unit || item.unit, wastagePercent, active: true };
  });
}

/** Starting records of the production masters. */
export const PRODUCTION_SEEDS: readonly SeedSet[] = [
  {
    resource: PROCESSES,
    rows: (company) =>
      routingOf(company).processes.map(([code, name, sequence, standardHours, workCentre, qcRequired]) => ({ code, name, sequence, standardHours, workCentre, qcRequired, active: true })),
  },
  { resource: PROCESS_ATTACHMENTS, rows: attachmentSeed },
];
