import type { Browser } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { checkSample, SAMPLES } from './accessibility-samples';
import { launch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('accessibility (axe-core): no serious or critical violation', () => {
  // The first half of the samples and the sign-in page: accessibility.e2e.ts.
  it.each(SAMPLES.slice(4))(
    'on a list, a form and a report or dashboard of each module: $edition',
    (sample) => checkSample(browser, sample),
    300_000,
  );
});
