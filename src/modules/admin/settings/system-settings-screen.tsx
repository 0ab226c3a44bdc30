/** Being written (this session). */
export function SystemSettingsScreen() {
  return null;
}
