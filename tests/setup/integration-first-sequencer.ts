import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The long sweeps: short files that open many screens (a part of every route, each edition's screens, every master
 * form).
 */
const SWEEPS = /[\\/]tests[\\/]integration[\\/](every-route-part-\d+|edition-screens|masters-forms)\.test\.tsx$/;
const INTEGRATION = /[\\/]tests[\\/]integration[\\/]/;

/**
 * The same order on every machine: the long sweeps, then the other screen tests (tests/integration), then the
 * rule tests beside the code, each group larger files first.
 *
 * vitest orders by the last run's times when it has them and by size when it does not, so a clean clone (CI) ran
 * in another order than a developer's machine, and a short file with a long sweep started near the end and ran
 * alone on one core while the others idled. Rule tests take a few milliseconds each: run last, they even out the
 * workers' ends.
 */
export default class IntegrationFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const group = (file: TestSpecification) =>
      SWEEPS.test(file.moduleId) ? 0 : INTEGRATION.test(file.moduleId) ? 1 : 2;
    const keys = new Map(files.map((file) => [file, { group: group(file), size: statSync(file.moduleId).size }]));
    const key = (file: TestSpecification) => keys.get(file) ?? { group: 2, size: 0 };
    return Promise.resolve(
      [...files].sort(
        (a, b) => key(a).group - key(b).group || key(b).size - key(a).size || a.moduleId.localeCompare(b.moduleId),
      ),
    );
  }
}
