import { PROCESS_ATTACHMENTS } from '../../../modules/production/resources/process-attachments';
import { PROCESSES } from '../../../modules/production/resources/processes';
import type { DemoCompany } from '../../core/company/companies';
import type { SeedSet } from '../../core/seeds/seed-set';
import { tradeProfile } from '../../core/company/trade-profile';
import { productSetupSeed } from './product-setups';
import { KITCHEN, MACHINING, type Routing, SITE } from './routings';
import { REPACKING, WORKSTATIONS } from './routings-trade';

/** The processes of each company's trade: a construction site pours slabs, a works machines shafts, a kitchen cooks. */
export function routingOf(company: DemoCompany): Routing {
  if (company.pCode === 'D-CON') return SITE;
  return { food: KITCHEN, industrial: MACHINING, retail: REPACKING, office: WORKSTATIONS }[tradeProfile(company.pCode)];
}

/** Starting records of the production masters: processes numbered 1... in the routing's order, set-ups by product. */
export const PRODUCTION_SEEDS: readonly SeedSet[] = [
  {
    resource: PROCESSES,
    rows: (company) =>
      routingOf(company).processes.map(
        ([code, processName, sequence, standardHours, workCentre, qcRequired], index) => ({
          recordId: index + 1,
          processName,
          code,
          sequence,
          standardHours,
          workCentre,
          qcRequired,
          active: true,
        }),
      ),
  },
  { resource: PROCESS_ATTACHMENTS, rows: (company) => productSetupSeed(company, routingOf(company)) },
];
