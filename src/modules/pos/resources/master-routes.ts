/** The restaurant masters' contract routes beyond a master's list and save (01-pos.md, Masters). */
export const POS_MASTER_ROUTES = {
  /** The item's picture, `{ recordId: item code, image: data URL ('' removes it), usr }` → `{ result }`. */
  itemImage: 'api/items/setPOSItemImage',
  /**
   * A KOT group's details, `{ detail: KOT group, usr }` → the item groups whose items it prints, each
   * `{ code, name, items }` (the answer is ours: the contract gives none).
   */
  kotGroupDetails: 'api/poskotgroups/GetResKOTGroupDetails',
} as const;

/** One item group a KOT group prints for: its code, name and how many of its items go to that KOT group. */
export interface KotGroupItemGroup {
  code: string;
  name: string;
  items: number;
}
