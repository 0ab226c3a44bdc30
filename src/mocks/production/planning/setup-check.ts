import { findCycle } from '../../../modules/production/domain/explosion';
import type { ProcessMaster, ProductSetup } from '../../core/production/production-masters';
import type { PlanItem, ProducibleRow } from './producible';

type Line = Record<string, unknown>;
const linesOf = (value: unknown): Line[] => (Array.isArray(value) ? (value as Line[]) : []);
const text = (value: unknown) => String(value ?? '').trim();

interface Known {
  items: PlanItem[];
  producible: ProducibleRow[];
  processes: ProcessMaster[];
  setups: ProductSetup[];
}

/** The set-up as stored (names and units from the masters), or why the server refuses it. */
export function checkSetup(input: Line, known: Known): ProductSetup | string {
  const productId = text(input.productId);
  const product = known.producible.find((row) => row.itemid === productId);
  if (!product)
    return `Item ${productId || '(none)'} is not a product: only items of a finished-goods group have set-ups.`;
  const items = new Map(known.items.map((item) => [item.itemId, item]));
  const ingredients: ProductSetup['ingredients'] = [];
  for (const line of linesOf(input.ingredients)) {
    // ProItemWiseIngredients names the material `ingredient` (its itemId is the product); the form's line, itemId.
    const material = text(line.ingredient ?? line.itemId);
    const item = items.get(material);
    if (!item) return `Ingredient ${material || '(none)'} is not an item of this company.`;
    if (item.itemId === productId) return `${product.itemname} cannot be its own ingredient.`;
    const qty = Number(line.qty);
    if (!(qty > 0) || Math.round(qty * 1000) / 1000 !== qty)
      return `Give ${item.name} a quantity above zero, with at most three decimals.`;
    if (ingredients.some((row) => row.itemId === item.itemId)) return `${item.name} is listed twice: give it one line.`;
    ingredients.push({ sno: ingredients.length + 1, itemId: item.itemId, itemName: item.name, qty, um: item.unit });
  }
  if (ingredients.length === 0) return `List at least one ingredient of ${product.itemname}.`;
  const processes: ProductSetup['processes'] = [];
  for (const line of linesOf(input.processes)) {
    const process = known.processes.find((row) => row.recordId === Number(line.processId));
    if (!process) return `Process ${text(line.processId) || '(none)'} does not exist.`;
    processes.push({
      sno: processes.length + 1,
      processId: process.recordId,
      qcRequired: line.qcRequired === true || (line.qcRequired === undefined && process.qcRequired),
    });
  }
  const setup: ProductSetup = {
    productId,
    productName: product.itemname,
    um: product.um,
    attachment: text(input.attachment).slice(0, 200),
    ingredients,
    equipment: linesOf(input.equipment)
      .map((line) => text(line.equipment))
      .filter(Boolean)
      .map((equipment, index) => ({ sno: index + 1, equipment })),
    designations: linesOf(input.designations)
      .map((line) => text(line.designation))
      .filter(Boolean)
      .map((designation, index) => ({ sno: index + 1, designation })),
    processes,
  };
  const others = known.setups.filter((row) => row.productId !== productId);
  const loop = findCycle([setup, ...others]);
  if (loop) return `The set-ups make a loop: ${loop.map((id) => items.get(id)?.name ?? id).join(' → ')}.`;
  return setup;
}
