/** Being written (this session). */
export function LicenceScreen() {
  return null;
}
