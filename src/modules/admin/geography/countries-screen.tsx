/** Being written (this session). */
export function CountriesScreen() {
  return null;
}
