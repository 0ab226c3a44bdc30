import { toMilli, type Milli } from '../../../lib/quantity/quantity';

/** A product set-up as the explosion reads it: ingredients per one unit of the product, in each one's stock unit. */
export interface SetupIngredients {
  productId: string;
  ingredients: ReadonlyArray<{ itemId: string; qty: number }>;
}

/** One material's need: required (gross, from the levels above), on hand, and what is short (never below zero). */
export interface MaterialNeed {
  itemId: string;
  requiredMilli: Milli;
  availableMilli: Milli;
  shortageMilli: Milli;
  /** Made here (it has a set-up: its shortage is exploded further, not bought). */
  made: boolean;
  /** The deepest level it is needed at (1: an ingredient of a planned product). */
  level: number;
}

export type Explosion = { ok: true; needs: MaterialNeed[] } | { ok: false; loop: string[] };

/** A loop among the set-ups (A needs B needs … A) as the item ids along it, or null when there is none. */
export function findCycle(setups: readonly SetupIngredients[]): string[] | null {
  const byId = new Map(setups.map((setup) => [setup.productId, setup]));
  const state = new Map<string, 1 | 2>(); // 1 on the path, 2 done
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 2) return null;
    if (state.get(id) === 1) return [...path.slice(path.indexOf(id)), id];
    state.set(id, 1);
    path.push(id);
    for (const line of byId.get(id)?.ingredients ?? []) {
      const loop = visit(line.itemId);
      if (loop) return loop;
    }
    path.pop();
    state.set(id, 2);
    return null;
  };
  for (const setup of setups) {
    const loop = visit(setup.productId);
    if (loop) return loop;
  }
  return null;
}

/**
 * Each item's deepest level below the planned products (its low-level code), so all its demand is summed before
 * netting.
 */
function levelsOf(products: readonly string[], byId: ReadonlyMap<string, SetupIngredients>): Map<string, number> {
  const level = new Map<string, number>();
  let frontier = new Set(products);
  for (let depth = 1; frontier.size > 0; depth += 1) {
    const next = new Set<string>();
    for (const id of frontier)
      for (const line of byId.get(id)?.ingredients ?? []) {
        if ((level.get(line.itemId) ?? 0) < depth) {
          level.set(line.itemId, depth);
          next.add(line.itemId);
        }
      }
    frontier = next;
  }
  return level;
}

/**
 * Products × quantities through their set-ups to every level, netted against stock at each level: a sub-assembly's
 * own stock covers its demand first and only the rest is made (exploded); a bought material's shortage is what
 * stock does not cover. The planned quantities themselves are made in full. Thousandths throughout; one answer row
 * per material, in level then item order. A loop among the set-ups is refused, naming it.
 */
export function explodeAndNet(
  demand: ReadonlyArray<{ itemId: string; qty: number }>,
  setups: readonly SetupIngredients[],
  stockMilli: ReadonlyMap<string, Milli>,
): Explosion {
  const byId = new Map(setups.map((setup) => [setup.productId, setup]));
  const loop = findCycle(setups);
  if (loop) return { ok: false, loop };
  const planned = new Map<string, Milli>();
  for (const line of demand) planned.set(line.itemId, (planned.get(line.itemId) ?? 0) + toMilli(line.qty));
  const level = levelsOf([...planned.keys()], byId);
  const gross = new Map<string, Milli>();
  const perUnit = new Map<string, ReadonlyArray<readonly [string, Milli]>>();
  const explode = (id: string, makeMilli: Milli) => {
    if (makeMilli <= 0) return;
    let lines = perUnit.get(id);
    if (!lines) {
      lines = (byId.get(id)?.ingredients ?? []).map((line) => [line.itemId, toMilli(line.qty)] as const);
      perUnit.set(id, lines);
    }
    for (const [itemId, qtyMilli] of lines)
      gross.set(itemId, (gross.get(itemId) ?? 0) + Math.round((makeMilli * qtyMilli) / 1000));
  };
  // The planned products that are not needed by another planned product explode first; then level by level.
  for (const [id, milli] of planned) if (!level.has(id)) explode(id, milli);
  const byLevel = [...level.entries()].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const needs: MaterialNeed[] = [];
  for (const [itemId, depth] of byLevel) {
    const requiredMilli = gross.get(itemId) ?? 0;
    const availableMilli = Math.max(0, stockMilli.get(itemId) ?? 0);
    const shortageMilli = Math.max(0, requiredMilli - availableMilli);
    const made = byId.has(itemId);
    if (made) explode(itemId, shortageMilli + (planned.get(itemId) ?? 0));
    if (requiredMilli > 0) needs.push({ itemId, requiredMilli, availableMilli, shortageMilli, made, level: depth });
  }
  return { ok: true, needs };
}
