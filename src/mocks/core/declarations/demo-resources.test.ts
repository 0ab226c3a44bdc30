import type { FieldDeclaration } from '../../../engine/resource';
import { DEMO_RESOURCES } from './demo-resources';

const TEXT_TYPES = new Set<FieldDeclaration['type']>(['text', 'multiline']);

/** Every text a user types into a declared master or document, with the most characters it keeps. */
function unbounded(fields: readonly FieldDeclaration[], prefix: string): string[] {
  return fields.flatMap((field) => [
    ...(TEXT_TYPES.has(field.type) && !field.readOnly && field.max === undefined ? [`${prefix}${field.name}`] : []),
    ...unbounded(field.lines ?? [], `${prefix}${field.name}.`),
  ]);
}

describe('the declared resources', () => {
  it('give every text field a length, so the form and the demo backend refuse a longer one beside it', () => {
    expect(DEMO_RESOURCES.length).toBeGreaterThan(90);
    expect(DEMO_RESOURCES.flatMap((resource) => unbounded(resource.fields, `${resource.name}.`))).toEqual([]);
  });
});
