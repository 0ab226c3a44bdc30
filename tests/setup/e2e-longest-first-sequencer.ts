import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each end-to-end file's time on a clean clone (26 Nov 2026, 05:27, three workers), in seconds. A file not listed
 * counts by its size, as vitest would (a kilobyte a second, about what the listed ones take).
 */
const MEASURED: Readonly<Record<string, number>> = {
  'phone.e2e.ts': 75,
  'contract-server.e2e.ts': 64,
  'production-qc.e2e.ts': 60,
  'procurement.e2e.ts': 55,
  'hrd.e2e.ts': 49,
  'school.e2e.ts': 48,
  'crm-sell.e2e.ts': 47,
  'foundation.e2e.ts': 46,
  'accessibility-more.e2e.ts': 42,
  'menus.e2e.ts': 41,
  'restaurant-offline.e2e.ts': 40,
  'restaurant-service.e2e.ts': 39,
  'frontoffice.e2e.ts': 39,
  'accessibility.e2e.ts': 38,
  'sales-b2b.e2e.ts': 36,
  'generic-areas.e2e.ts': 35,
  'sales-online.e2e.ts': 27,
  'masters.e2e.ts': 24,
  'sales-counter.e2e.ts': 22,
  'takeaway.e2e.ts': 22,
  'hostels.e2e.ts': 21,
  'frontoffice-desk.e2e.ts': 21,
  'frontoffice-group.e2e.ts': 11,
  'admin-roles.e2e.ts': 8,
  'accounts.e2e.ts': 5,
};

/**
 * The longest files first, so that the workers end together. vitest orders a clean clone by file size, and size
 * says little here: the two accessibility files are the smallest and take 40 s each, so they started last and one
 * worker ran them while the others had finished (302.8 s; the files' time over three workers is 286 s).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = new Map(
      files.map((file) => [file, MEASURED[basename(file.moduleId)] ?? statSync(file.moduleId).size / 1000]),
    );
    const time = (file: TestSpecification) => seconds.get(file) ?? 0;
    return Promise.resolve([...files].sort((a, b) => time(b) - time(a) || a.moduleId.localeCompare(b.moduleId)));
  }
}
