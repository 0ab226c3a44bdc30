import type { ResourceDeclaration } from '../../../engine/resource';
import type { DemoCompany } from '../company/companies';

/** The starting records of one resource, per demo company (so each edition sees data of its own trade). */
export interface SeedSet {
  resource: ResourceDeclaration;
  rows: (company: DemoCompany) => ReadonlyArray<Record<string, unknown>>;
}
