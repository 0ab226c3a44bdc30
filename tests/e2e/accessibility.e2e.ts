import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSample, SAMPLES } from './accessibility-samples';
import { launch, openPage, seriousViolations, visitScreen } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('accessibility (axe-core): no serious or critical violation', () => {
  it('on the sign-in page', async () => {
    const { context, page } = await openPage(browser);
    await visitScreen(page, '/sessions/login');
    const problems = await seriousViolations(page, '/sessions/login');
    await context.close();
    expect(problems).toEqual([]);
  });

  // The other half of the samples: accessibility-more.e2e.ts (two files, so two workers share them).
  it.each(SAMPLES.slice(0, 4))(
    'on a list, a form and a report or dashboard of each module: $edition',
    (sample) => checkSample(browser, sample),
    300_000,
  );
});
