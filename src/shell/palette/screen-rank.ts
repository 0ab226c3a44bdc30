import type { ScreenTarget } from './screen-index';
import { allMatch, phraseOf, queryWords } from './text-match';

/** How a screen matched, best first. */
export const TIER = {
  exactLabel: 0,
  labelStart: 1,
  labelWords: 2,
  otherName: 3,
  otherWords: 4,
  module: 5,
} as const;

export interface RankedScreen {
  screen: ScreenTarget;
  tier: number;
}

function tierOf(screen: ScreenTarget, phrase: string, typed: readonly string[]): number | null {
  if (screen.labelPhrase === phrase) return TIER.exactLabel;
  if (screen.labelPhrase.startsWith(phrase)) return TIER.labelStart;
  if (allMatch(typed, screen.labelWords)) return TIER.labelWords;
  if (screen.otherPhrases.some((other) => other.startsWith(phrase))) return TIER.otherName;
  if (allMatch(typed, screen.namedWords)) return TIER.otherWords;
  if (allMatch(typed, screen.allWords)) return TIER.module;
  return null;
}

/**
 * The screens the text finds, best first: the label itself (whole, then its start, then its words in any order), then
 * the words people use for it, then its module and group. Within a tier, the screens opened lately come first (most
 * recent first), then the shorter label, then menu order. Empty text finds nothing.
 */
export function rankScreens(
  screens: readonly ScreenTarget[],
  text: string,
  recentRoutes: readonly string[] = [],
): RankedScreen[] {
  const typed = queryWords(text);
  if (typed.length === 0) return [];
  const phrase = phraseOf(text);
  const recency = (route: string) => {
    const at = recentRoutes.indexOf(route);
    return at === -1 ? recentRoutes.length : at;
  };
  const found: RankedScreen[] = [];
  for (const screen of screens) {
    const tier = tierOf(screen, phrase, typed);
    if (tier !== null) found.push({ screen, tier });
  }
  return found.sort(
    (a, b) =>
      a.tier - b.tier ||
      recency(a.screen.route) - recency(b.screen.route) ||
      a.screen.label.length - b.screen.label.length ||
      a.screen.order - b.screen.order,
  );
}
