/** Being written (this session). */
export function StatesScreen() {
  return null;
}
