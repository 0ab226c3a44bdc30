import { describe, expect, it } from 'vitest';
import { seederRegistry } from '../core/seeds/seeder-registry';

describe('seederRegistry', () => {
  it('runs every seeder registered for a kind, in order, once each, before the kind is read', async () => {
    const ran: string[] = [];
    const registry = seederRegistry<'charges' | 'receipts'>();
    const penalties = async (company: number) => void ran.push(`penalties ${company}`);
    const library = async (company: number) => void ran.push(`library ${company}`);
    registry.register('charges', penalties);
    registry.register('charges', library);
    registry.register('charges', penalties);
    await registry.seeded('charges', 1004);
    await registry.seeded('receipts', 1004);
    expect(ran).toEqual(['penalties 1004', 'library 1004']);
  });
});
