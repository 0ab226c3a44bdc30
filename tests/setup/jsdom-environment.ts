import fs from 'node:fs';
import { builtinEnvironments } from 'vitest/runtime';
import type { Environment } from 'vitest/runtime';

/**
 * vitest's jsdom, with jsdom's browser style sheet cut down to the rules that decide whether something is
 * shown: display, visibility and pointer-events.
 *
 * The app's own CSS is not loaded in these tests, so the browser sheet is all jsdom cascades, and it cascades it
 * afresh for an element each time the document has changed. Testing Library asks for that style for every node
 * whose accessible name it computes (is it hidden? is it a block, so its words need a space?), and user-event for
 * every element it clicks and its ancestors (pointer-events): a seventh of the suite's CPU went to matching
 * 112 rules, most of them fonts, margins and colours no test reads. The rules kept are jsdom's own, in its order,
 * so those three properties come out as before (`tests/setup/jsdom-environment.test.ts` checks it).
 */
const SHEET = /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]browser[\\/]default-stylesheet\.css$/;
const DECIDES_SHOWING = /(^|[\s;{])(display|visibility|pointer-events)\s*:/;

/** The top-level rules of `css` (comments dropped) that set one of the properties above. */
export function rulesThatDecideShowing(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const kept: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') depth++;
    if (text[index] !== '}' || --depth !== 0) continue;
    const rule = text.slice(start, index + 1).trim();
    const body = rule.slice(rule.indexOf('{'));
    if (DECIDES_SHOWING.test(body)) kept.push(rule);
    start = index + 1;
  }
  return kept.join('\n');
}

const jsdom = builtinEnvironments.jsdom;

const environment: Environment = {
  ...jsdom,
  name: 'jsdom',
  async setup(global, options) {
    const readFileSync = fs.readFileSync;
    // jsdom reads its sheet once, when its style module loads, which happens while vitest sets up its window.
    fs.readFileSync = function readTrimmed(this: unknown, ...args: Parameters<typeof readFileSync>) {
      const content = Reflect.apply(readFileSync, this, args) as ReturnType<typeof readFileSync>;
      return typeof args[0] === 'string' && SHEET.test(args[0]) && typeof content === 'string'
        ? rulesThatDecideShowing(content)
        : content;
    } as typeof readFileSync;
    try {
      return await jsdom.setup(global, options);
    } finally {
      fs.readFileSync = readFileSync;
    }
  },
};

export default environment;
