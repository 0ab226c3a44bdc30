/** Sidebar colour options of the customizer; dark purple is the default (spec section 4). */
export const SIDEBAR_COLORS = [
  { name: 'dark-purple', label: 'Dark purple', value: '#332e59' },
  { name: 'dark-blue', label: 'Dark blue', value: '#1f3556' },
  { name: 'dark-teal', label: 'Dark teal', value: '#124b4f' },
  { name: 'dark-green', label: 'Dark green', value: '#1e4a2c' },
  { name: 'dark-red', label: 'Dark red', value: '#5a2026' },
  { name: 'dark-gray', label: 'Dark gray', value: '#2b2f36' },
] as const;

export type SidebarColorName = (typeof SIDEBAR_COLORS)[number]['name'];
export const DEFAULT_SIDEBAR_COLOR: SidebarColorName = 'dark-purple';
/** The customizer applies a colour change after this pause (spec section 9). */
export const SIDEBAR_COLOR_DELAY_MS = 40;

export function sidebarColorValue(name: string): string {
  return SIDEBAR_COLORS.find((color) => color.name === name)?.value ?? SIDEBAR_COLORS[0].value;
}
