// The groups area's answer schemas (src/domain/groups/schemas.ts): a whole answer of each kind parses; a field the
// schema does not name, any missing field, or a value outside an enum is refused. Sample answers are built from
// each schema's own shape (a value of each field's type), so every field is checked.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyGroup, eventInterest, groupCategory, groupEvent, groupMember, groupPost, groupResource, groupView, groupViewer, idAnswer, memberInvite, memberRequest,
  periodStats, trackingVisit,
} from '../../../src/domain/groups/schemas';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; entries?: Record<string, string> };
const defOf = (s: z.ZodType) => (s as unknown as { def: Def }).def;

/** A value the schema accepts: its fields filled by type, enums with their first option, nullable fields null. */
function sample(s: z.ZodType): unknown {
  const def = defOf(s);
  switch (def.type) {
    case 'string': return 'x';
    case 'number': return 1;
    case 'boolean': return false;
    case 'nullable': return null;
    case 'optional': return undefined;
    case 'enum': return Object.values(def.entries!)[0];
    case 'array': return [sample(def.element!)];
    case 'object': return Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, sample(v)]).filter(([, v]) => v !== undefined));
    default: throw new Error(`no sample for ${def.type}`);
  }
}

const schemas: [string, z.ZodType][] = [
  ['id', idAnswer], ['stats', periodStats], ['category', groupCategory], ['group', companyGroup], ['viewer', groupViewer], ['view', groupView],
  ['member', groupMember], ['request', memberRequest], ['invite', memberInvite], ['event', groupEvent], ['interest', eventInterest],
  ['post', groupPost], ['resource', groupResource], ['visit', trackingVisit],
];

describe('groups answer schemas', () => {
  it.each(schemas)('a whole %s answer parses', (_n, schema) => {
    expect(schema.safeParse(sample(schema)).success).toBe(true);
  });
  it.each(schemas)('a %s answer with a field too many, or any field missing, is refused', (_n, schema) => {
    const whole = sample(schema) as Record<string, unknown>;
    expect(schema.safeParse({ ...whole, extra: 1 }).success).toBe(false);
    for (const k of Object.keys(whole)) {
      expect(schema.safeParse(Object.fromEntries(Object.entries(whole).filter(([key]) => key !== k))).success, k).toBe(false);
    }
  });
  it('nested parts and enums are checked too', () => {
    const group = sample(companyGroup) as Record<string, unknown>;
    expect(companyGroup.safeParse({ ...group, meta: { sponsorMessage: 'Thanks', memSubHeader: 'Hi' } }).success).toBe(true);
    expect(companyGroup.safeParse({ ...group, meta: { other: 1 } }).success).toBe(false);
    expect(companyGroup.safeParse({ ...group, categories: [{ id: 'c' }] }).success).toBe(false);
    const viewer = sample(groupViewer) as Record<string, unknown>;
    for (const membership of ['NONE', 'REQUESTED', 'MEMBER']) expect(groupViewer.safeParse({ ...viewer, membership }).success).toBe(true);
    expect(groupViewer.safeParse({ ...viewer, membership: 'OWNER' }).success).toBe(false);
    const event = sample(groupEvent) as Record<string, unknown>;
    for (const type of ['ONLINE', 'PHYSICAL', 'BOTH']) expect(groupEvent.safeParse({ ...event, type }).success).toBe(true);
    expect(groupEvent.safeParse({ ...event, type: 'HYBRID' }).success).toBe(false);
    const stats = { DAY: [{ _id: { YEAR: 2026, MONTH: 1, DAY: 2 }, count: 3 }], MONTH: [{ _id: { YEAR: 2026, MONTH: 1 }, count: 3 }], YEAR: [{ _id: { YEAR: 2026 }, count: 3 }] };
    expect(periodStats.safeParse(stats).success).toBe(true);
    expect(periodStats.safeParse({ ...stats, YEAR: [{ _id: {}, count: 3 }] }).success).toBe(false);
  });
});
