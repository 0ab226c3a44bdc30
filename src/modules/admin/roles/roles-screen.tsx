/** Being written (this session). */
export function RolesScreen() {
  return null;
}
