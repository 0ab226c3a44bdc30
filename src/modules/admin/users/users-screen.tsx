/** Being written (this session). */
export function UsersScreen() {
  return null;
}
