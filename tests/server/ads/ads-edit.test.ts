// Editing an ad template (PATCH /ad-templates/{id}): its owner changes headline, text, image and target (the link is
// the server's); refused with nothing written: another member's template (404), a target not theirs (403), bad input
// (400), a template a draft, running or paused campaign uses (409); an ended campaign's template can change again.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { companyAreaServer, PNG } from '../companies/setup';
import { act, C, campaign, template } from './setup';

describe.each(backends())('editing ad templates on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('the owner edits; others, foreign targets, bad input and templates in use are refused with nothing written', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Alice Edit Valves');
    const bob = await t.owner('Bob Edit Pumps');
    const made = await template(api, alice.accessToken, alice.companyId);
    const row = () => s.db.selectFrom('ad_templates').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    const path = `${C}/ad-templates/${made.id}`;
    const good = { headline: 'Valves, now in brass', text: 'From stock in a week', imageUrl: PNG, targetType: 'COMPANY', targetId: alice.companyId };
    const before = await row();
    const refused = [
      [bob.accessToken, good, 404, 'Ad template not found'],
      [alice.accessToken, { ...good, targetId: bob.companyId }, 403, 'You can only link an ad to your own company or its products'],
      [alice.accessToken, { ...good, headline: ' ' }, 400, 'headline: Headline is required'],
      [alice.accessToken, { ...good, imageUrl: 'http://x' }, 400, 'imageUrl: must be a base64 image data URL'],
      [alice.accessToken, { ...good, extra: 1 }, 400, undefined],
    ] as const;
    for (const [token, body, status, message] of refused) {
      const r = await api.patch(path, body, token);
      expect(r.status).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(await row()).toEqual(before);

    const edited = await api.patch(path, good, alice.accessToken);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ headline: 'Valves, now in brass', text: 'From stock in a week', imageUrl: PNG, targetLink: `/profile/${alice.profileName}` });

    const c = await campaign(api, s, alice.accessToken, made.id);
    const inUse = await api.patch(path, { ...good, headline: 'Changed while in use' }, alice.accessToken);
    expect([inUse.status, inUse.body.message]).toEqual([409, 'This template is used by a campaign that has not ended']);
    expect((await row()).headline).toBe('Valves, now in brass');
    expect((await act(api, alice.accessToken, c.id, 'END')).status).toBe(200);
    expect((await api.patch(path, { ...good, headline: 'After the campaign' }, alice.accessToken)).body.headline).toBe('After the campaign');
  });
});
