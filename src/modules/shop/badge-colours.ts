/** The bootstrap background for a product badge's colour (the demo's 'red' is bootstrap's 'danger'). */
export function badgeBackground(color: string): string {
  return color === 'red' ? 'danger' : ['info', 'primary', 'success', 'warning'].includes(color) ? color : 'secondary';
}

/** Dark text on the light badges, so the text stays readable. */
export function badgeText(color: string): 'dark' | undefined {
  return color === 'warning' || color === 'info' ? 'dark' : undefined;
}
