// Ad templates: the reusable creative (headline, text, image, a link to the member's company, one of its products,
// a group or a group event). The link is resolved and checked by the server; a template used by a campaign that
// has not ended cannot be changed or removed.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AD_LIMITS, AD_MESSAGES, AD_TARGET_TYPES, type AdTargetType } from '../../../src/domain/ads';
import { inTransaction, emitTo, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { dataUrl, idParam, required } from '../http/inputs';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { ADS_TAG, notAdmin, templateSchema, toTemplate, type TemplateRow } from './views';

const templateBody = z.strictObject({
  headline: required('Headline', AD_LIMITS.headline),
  text: required('Text', AD_LIMITS.text),
  imageUrl: dataUrl.nullable().default(null),
  targetType: z.enum(AD_TARGET_TYPES),
  targetId: z.string().min(1).max(100),
});

type Target = { link: string; label: string };

/** Where the ad leads, checked: the caller's own company or product, or a group or event of a public group (or the caller's own group). */
export async function resolveTarget(db: Db, caller: Caller, type: AdTargetType, id: string): Promise<Target> {
  const missing = () => new HttpError(404, AD_MESSAGES.targetNotFound);
  if (type === 'COMPANY' || type === 'PRODUCT') {
    const row = type === 'COMPANY'
      ? await db.selectFrom('companies').select(['owner_id', 'name', 'profile_name as p']).select((eb) => eb.val('').as('sku')).where('id', '=', id).where('deactivated', '=', false).executeTakeFirst()
      : await db.selectFrom('products as pr').innerJoin('companies as c', 'c.id', 'pr.company_id').select(['c.owner_id', 'pr.name', 'c.profile_name as p', 'pr.sku'])
        .where('pr.id', '=', id).where('pr.deactivated', '=', false).executeTakeFirst();
    if (!row) throw missing();
    if (row.owner_id !== caller.userId) throw new HttpError(403, AD_MESSAGES.notYourTarget);
    return type === 'COMPANY' ? { link: `/profile/${row.p}`, label: row.name } : { link: `/products/${row.p}/${row.sku}`, label: row.name };
  }
  const row = type === 'GROUP'
    ? await db.selectFrom('company_groups as g').select(['g.name', 'g.profile_name as gp', 'g.as_private', 'g.owner_id']).select((eb) => eb.val('').as('ep')).where('g.id', '=', id).executeTakeFirst()
    : await db.selectFrom('cg_events as e').innerJoin('company_groups as g', 'g.id', 'e.company_group_id')
      .select(['e.name', 'g.profile_name as gp', 'g.as_private', 'g.owner_id', 'e.profile_name as ep']).where('e.id', '=', id).executeTakeFirst();
  if (!row || (row.as_private && row.owner_id !== caller.userId)) throw missing();
  return type === 'GROUP' ? { link: `/groups/${row.gp}`, label: row.name } : { link: `/groups/${row.gp}/events/${row.ep}`, label: row.name };
}

async function ownTemplate(db: Db, caller: Caller, id: string): Promise<TemplateRow> {
  notAdmin(caller);
  const t = await db.selectFrom('ad_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t || t.owner_id !== caller.userId) throw new HttpError(404, AD_MESSAGES.templateNotFound);
  return t;
}

async function notInUse(db: Db, id: string): Promise<void> {
  const used = await db.selectFrom('ad_campaigns').select('id').where('template_id', '=', id).where('state', 'in', ['DRAFT', 'ACTIVE', 'PAUSED']).limit(1).executeTakeFirst();
  if (used) throw new HttpError(409, AD_MESSAGES.templateInUse);
}

const option = z.object({ id: z.string(), label: z.string() });

/** What the caller may link an ad to: their companies and products, the groups they own or belong to (public ones, or their own) and those groups' events. */
async function targets(db: Db, caller: Caller) {
  const [companies, products, groups] = await Promise.all([
    db.selectFrom('companies').select(['id', 'name as label']).where('owner_id', '=', caller.userId).where('deactivated', '=', false).orderBy('created_at').limit(100).execute(),
    db.selectFrom('products as p').innerJoin('companies as c', 'c.id', 'p.company_id').select(['p.id', 'p.name as label'])
      .where('c.owner_id', '=', caller.userId).where('p.deactivated', '=', false).orderBy('p.created_at', 'desc').limit(200).execute(),
    db.selectFrom('company_groups as g').select(['g.id', 'g.name as label'])
      .where((eb) => eb.or([
        eb('g.owner_id', '=', caller.userId),
        eb.and([eb('g.as_private', '=', false), eb.exists(eb.selectFrom('company_group_members as m').select('m.id').whereRef('m.company_group_id', '=', 'g.id').where('m.user_id', '=', caller.userId))]),
      ])).orderBy('g.name').limit(100).execute(),
  ]);
  const events = groups.length
    ? await db.selectFrom('cg_events as e').innerJoin('company_groups as g', 'g.id', 'e.company_group_id').select(['e.id', 'e.name', 'g.name as groupName'])
      .where('e.company_group_id', 'in', groups.map((g) => g.id)).orderBy('e.start_time_millis', 'desc').limit(200).execute()
    : [];
  return { COMPANY: companies, PRODUCT: products, GROUP: groups, EVENT: events.map((e) => ({ id: e.id, label: `${e.name} (${e.groupName})` })) };
}

export function templateRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/ad-targets`, tag: ADS_TAG, auth: 'user', summary: 'What the caller may link an ad to: own companies and products, their groups and those groups\' events',
      response: z.object({ COMPANY: z.array(option), PRODUCT: z.array(option), GROUP: z.array(option), EVENT: z.array(option) }),
      handler: async ({ caller }) => {
        notAdmin(caller);
        return targets(ctx.db, caller);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/ad-templates`, tag: ADS_TAG, auth: 'user', summary: "The caller's ad templates, newest first",
      response: z.array(templateSchema),
      handler: async ({ caller }) => {
        notAdmin(caller);
        return (await ctx.db.selectFrom('ad_templates').selectAll().where('owner_id', '=', caller.userId).orderBy('created_at', 'desc').orderBy('id').limit(200).execute()).map(toTemplate);
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/ad-templates`, tag: ADS_TAG, auth: 'user', status: 201,
      summary: 'Add an ad template: headline, text, optional image (data URL), a target (own company or product, a group, an event)',
      body: templateBody, response: templateSchema,
      handler: async ({ caller, body }) => {
        notAdmin(caller);
        const target = await resolveTarget(ctx.db, caller, body.targetType, body.targetId);
        return inTransaction(ctx, async (uow) => {
          const row = await uow.trx.insertInto('ad_templates').values({
            id: randomUUID(), owner_id: caller.userId, headline: body.headline, text: body.text, image_url: body.imageUrl, target_type: body.targetType,
            target_id: body.targetId, target_link: target.link, target_label: target.label, created_at: uow.now, updated_at: uow.now,
          }).returningAll().executeTakeFirstOrThrow();
          await emitTo(uow, [caller.userId], 'ADVERTISING', 'CREATED', { kind: 'TEMPLATE', id: row.id });
          return toTemplate(row);
        });
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/ad-templates/{id}`, tag: ADS_TAG, auth: 'user', summary: 'Edit an ad template not used by a running campaign',
      params: idParam, body: templateBody, response: templateSchema,
      handler: async ({ caller, params, body }) => {
        const t = await ownTemplate(ctx.db, caller, params.id);
        await notInUse(ctx.db, t.id);
        const target = await resolveTarget(ctx.db, caller, body.targetType, body.targetId);
        return inTransaction(ctx, async (uow) => {
          const row = await uow.trx.updateTable('ad_templates').set({
            headline: body.headline, text: body.text, image_url: body.imageUrl, target_type: body.targetType, target_id: body.targetId,
            target_link: target.link, target_label: target.label, updated_at: uow.now,
          }).where('id', '=', t.id).returningAll().executeTakeFirstOrThrow();
          await emitTo(uow, [caller.userId], 'ADVERTISING', 'UPDATED', { kind: 'TEMPLATE', id: row.id });
          return toTemplate(row);
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/ad-templates/{id}`, tag: ADS_TAG, auth: 'user', summary: 'Remove an ad template no campaign uses',
      params: idParam, response: z.object({ message: z.string() }),
      handler: async ({ caller, params }) => {
        const t = await ownTemplate(ctx.db, caller, params.id);
        const used = await ctx.db.selectFrom('ad_campaigns').select('id').where('template_id', '=', t.id).limit(1).executeTakeFirst();
        if (used) throw new HttpError(409, 'This template is used by a campaign');
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('ad_templates').where('id', '=', t.id).execute();
          await emitTo(uow, [caller.userId], 'ADVERTISING', 'DELETED', { kind: 'TEMPLATE', id: t.id });
        });
        return { message: 'Template removed' };
      },
    }),
  ];
}

/** The caller's template for a new campaign (404 otherwise). */
export const templateFor = ownTemplate;
