// The differences between a record and its mirror's copy: field by field in the kind's order, a missing copy
// differing in every field, and none at all exactly when the two hold the same values (whatever their key order).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syncDifferences } from '../../../src/domain/admin/syncs';

const company = { name: 'Acme', profileName: 'acme', description: '', active: true };

describe('syncDifferences', () => {
  it('lists the differing fields in the kind order, then fields only one side has', () => {
    expect(syncDifferences('companies', company, null).map((d) => d.field)).toEqual(['name', 'profileName', 'description', 'active']);
    expect(syncDifferences('companies', company, { ...company, active: false, name: 'Old' })).toEqual([
      { field: 'name', source: 'Acme', mirror: 'Old' }, { field: 'active', source: true, mirror: false },
    ]);
    expect(syncDifferences('companies', company, { active: true, description: '', profileName: 'acme', name: 'Acme', extra: 1 })).toEqual([
      { field: 'extra', source: undefined, mirror: 1 },
    ]);
  });

  it('finds no difference exactly when every value is equal, in any key order', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('plan', 'cents', 'interval', 'status', 'nextRenewalAt'), value), fc.dictionary(fc.constantFrom('plan', 'cents', 'status'), value), (doc, change) => {
      const reversed = Object.fromEntries(Object.entries(doc).reverse());
      expect(syncDifferences('mtz-plan-subscriptions', doc, reversed)).toEqual([]);
      const changed = { ...doc, ...change };
      const differing = Object.keys(change).filter((k) => JSON.stringify(doc[k]) !== JSON.stringify(change[k]));
      expect(syncDifferences('mtz-plan-subscriptions', doc, changed).map((d) => d.field).sort()).toEqual(differing.sort());
    }));
  });
});
