import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each end-to-end file's time on a clean clone (29 Nov 2026, 12:37, three workers), in seconds. A file not listed
 * counts by its size at eight seconds a kilobyte, the median of the listed ones: a new file of a few kilobytes takes
 * most of a minute, and counted as a few seconds it would start last and run alone at the end.
 */
const SECONDS_PER_KILOBYTE = 8;
const MEASURED: Readonly<Record<string, number>> = {
  'contract-server.e2e.ts': 115,
  'phone.e2e.ts': 114,
  'accessibility-more.e2e.ts': 93,
  'palette.e2e.ts': 81,
  'production-qc.e2e.ts': 78,
  'accessibility.e2e.ts': 74,
  'menus.e2e.ts': 70,
  'procurement.e2e.ts': 70,
  'restaurant-offline-shell.e2e.ts': 64,
  'crm-sell.e2e.ts': 57,
  'prints.e2e.ts': 56,
  'hrd.e2e.ts': 53,
  'school.e2e.ts': 49,
  'foundation.e2e.ts': 49,
  'restaurant-service.e2e.ts': 47,
  'frontoffice.e2e.ts': 43,
  'restaurant-offline.e2e.ts': 43,
  'sales-b2b.e2e.ts': 40,
  'takeaway.e2e.ts': 37,
  'hostels.e2e.ts': 37,
  'sales-online.e2e.ts': 35,
  'generic-areas.e2e.ts': 34,
  'frontoffice-desk.e2e.ts': 31,
  'sales-counter.e2e.ts': 29,
  'masters.e2e.ts': 26,
  'frontoffice-group.e2e.ts': 21,
  'admin-roles.e2e.ts': 11,
  'accounts.e2e.ts': 6,
};

/**
 * The longest files first, so that the workers end together. vitest orders a clean clone by file size, and size
 * says little here: the two accessibility files are the smallest and take 40 s each, so they started last and one
 * worker ran them while the others had finished (302.8 s; the files' time over three workers is 286 s).
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = new Map(
      files.map((file) => [
        file,
        MEASURED[basename(file.moduleId)] ?? (statSync(file.moduleId).size / 1000) * SECONDS_PER_KILOBYTE,
      ]),
    );
    const time = (file: TestSpecification) => seconds.get(file) ?? 0;
    return Promise.resolve([...files].sort((a, b) => time(b) - time(a) || a.moduleId.localeCompare(b.moduleId)));
  }
}
