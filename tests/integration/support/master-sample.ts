import type { FieldType, ResourceDeclaration } from '../../../src/engine/resource';

/** The field types a rendered form must show at least once (multi-line text is a text box like text). */
export const SAMPLED_FIELD_TYPES: readonly FieldType[] = [
  'text',
  'number',
  'money',
  'percent',
  'date',
  'datetime',
  'boolean',
  'select',
  'reference',
  'image',
  'lines',
];

/** Masters only: documents (numbered, cancelled rather than deleted) have tests of their own. */
export const mastersOf = (resources: readonly ResourceDeclaration[]) =>
  resources.filter((resource) => !resource.document);

/** `inventory.items` belongs to the inventory module. */
export const moduleOf = (resource: ResourceDeclaration) => resource.name.split('.')[0]!;

/** What one master's form shows: its module and the types of its fields (a line grid's own fields included). */
function traits(resource: ResourceDeclaration): Set<string> {
  const types = resource.fields.flatMap((field) => [field.type, ...(field.lines ?? []).map((child) => child.type)]);
  return new Set([
    `module:${moduleOf(resource)}`,
    ...types.filter((type) => SAMPLED_FIELD_TYPES.includes(type)).map((type) => `type:${type}`),
  ]);
}

/** What driving a master's form costs, roughly: one step per field a person fills in (a line's too). */
const formSize = (resource: ResourceDeclaration) =>
  resource.fields.reduce((size, field) => size + 1 + (field.lines?.length ?? 0), 0);

/**
 * The masters whose form the tests drive on screen: at least one per field type and one per module,
 * picked greedily (each pick covers the most types and modules not yet covered for the size of its
 * form; ties go to the declaration order), so a new master or module is sampled without anyone listing it.
 */
export function formSample(resources: readonly ResourceDeclaration[]): ResourceDeclaration[] {
  const masters = mastersOf(resources);
  const uncovered = new Set(masters.flatMap((resource) => [...traits(resource)]));
  const picked: ResourceDeclaration[] = [];
  while (uncovered.size > 0) {
    let best: ResourceDeclaration | undefined;
    let bestValue = 0;
    for (const resource of masters) {
      const value = [...traits(resource)].filter((trait) => uncovered.has(trait)).length / formSize(resource);
      if (value > bestValue) [best, bestValue] = [resource, value];
    }
    if (!best) break;
    picked.push(best);
    for (const trait of traits(best)) uncovered.delete(trait);
  }
  return masters.filter((resource) => picked.includes(resource));
}
