/** An icon's name in words: 'ArrowDown' → 'arrow down', 'Axis3d' → 'axis 3d' (what a person types to find it). */
export function iconWords(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

/** The names that match every word of the search, in the given order (all of them for an empty search). */
export function matchIcons(names: readonly string[], search: string): string[] {
  const words = search
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return [...names];
  return names.filter((name) => {
    const haystack = `${name.toLowerCase()} ${iconWords(name)}`;
    return words.every((word) => haystack.includes(word));
  });
}

/** "2,091 icons", or "12 of 2,091 icons match" while searching. */
export function iconCount(matching: number, total: number): string {
  const all = total.toLocaleString('en-IN');
  return matching === total ? `${all} icons` : `${matching.toLocaleString('en-IN')} of ${all} icons match`;
}
