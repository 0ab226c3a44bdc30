/** The spec's badge colours (section 3, "badge colours info, primary, success, warning, red"). */
export const BADGE_COLOURS = ['info', 'primary', 'success', 'warning', 'red'] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

/**
 * The Bootstrap background for a badge colour: 'red' is Bootstrap's 'danger'; an unknown colour shows as 'secondary'.
 */
export function badgeVariant(colour: string): string {
  if (colour === 'red') return 'danger';
  return (BADGE_COLOURS as readonly string[]).includes(colour) ? colour : 'secondary';
}

/** Dark text on the light backgrounds (info, warning), white on the others, for contrast. */
export function badgeText(colour: string): 'dark' | undefined {
  return colour === 'info' || colour === 'warning' ? 'dark' : undefined;
}
