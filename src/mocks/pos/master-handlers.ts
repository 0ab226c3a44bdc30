import { http, HttpResponse } from 'msw';
import { MAX_IMAGE_CHARS } from '../../engine/field-schemas';
import { code } from '../../lib/permissions/permission-code';
import { POS } from '../../menus/catalogue/pos';
import { ITEM_GROUPS } from '../../modules/pos/resources/item-groups';
import { ITEMS } from '../../modules/pos/resources/items';
import { KOT_GROUPS } from '../../modules/pos/resources/kot-groups';
import { POS_MASTER_ROUTES, type KotGroupItemGroup } from '../../modules/pos/resources/master-routes';
import { readJson } from '../core/read-json';
import { readRecord, writeRecord } from '../core/record-store';
import { rowsOf } from '../core/seeded-rows';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { authorise } from '../core/sessions/authorise';

type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
/** What the item form's picture field takes (field-schemas.ts): a PNG, JPEG, WebP or GIF data URL. */
const PICTURE = /^data:image\/(png|jpeg|webp|gif);base64,/;

/** setPOSItemImage `{ recordId: item code, image, usr }`: the item's picture, '' for none; modify right on items. */
const itemImageHandler = http.post(`*/${POS_MASTER_ROUTES.itemImage}`, async ({ request }) => {
  const screen = POS.resItems.code!;
  const session = await authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, 2), 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const item = str(body.recordId);
  const image = typeof body.image === 'string' ? body.image : '';
  if (image !== '' && !PICTURE.test(image))
    return HttpResponse.json({ result: 'The picture must be a PNG, JPEG, WebP or GIF picture.' });
  if (image.length > MAX_IMAGE_CHARS) return HttpResponse.json({ result: 'The picture is too large (about 300 kB).' });
  await ensureSeeded(ITEMS.name, session.companyCode);
  const stored = item ? await readRecord<Row>(ITEMS.name, session.companyCode, item) : undefined;
  if (!stored) return HttpResponse.json({ result: `Item ${item || '(none)'} no longer exists.` });
  await writeRecord(ITEMS.name, session.companyCode, item, { ...stored, picture: image });
  return HttpResponse.json({ result: 'OK' });
});

/**
 * GetResKOTGroupDetails `{ detail: KOT group, usr }` (its code, or its name as the contract's client sends it): the
 * item groups whose items print at it, with how many; an unknown group has none.
 */
const kotGroupDetailsHandler = http.post(`*/${POS_MASTER_ROUTES.kotGroupDetails}`, async ({ request }) => {
  const session = await authorise(request, POS.resKotGroups.code!, 'read');
  if (session instanceof Response) return session;
  const wanted = str((await readJson(request)).detail).toUpperCase();
  const [groups, items, itemGroups] = await Promise.all(
    [KOT_GROUPS.name, ITEMS.name, ITEM_GROUPS.name].map((resource) => rowsOf(resource, session.companyCode)),
  );
  const group = groups!.find((row) => str(row.code).toUpperCase() === wanted || str(row.name).toUpperCase() === wanted);
  const counts = new Map<string, number>();
  for (const item of group ? items! : [])
    if (str(item.kotGroup) === str(group!.code)) counts.set(str(item.group), (counts.get(str(item.group)) ?? 0) + 1);
  const names = new Map(itemGroups!.map((row) => [str(row.code), str(row.name)]));
  const rows: KotGroupItemGroup[] = [...counts]
    .map(([itemGroup, count]) => ({ code: itemGroup, name: names.get(itemGroup) || itemGroup, items: count }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return HttpResponse.json(rows);
});

/** The restaurant masters' contract routes beyond the generic list and save: an item's picture, a group's details. */
export const posMasterHandlers = [itemImageHandler, kotGroupDetailsHandler];
