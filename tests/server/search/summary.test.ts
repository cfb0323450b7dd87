// The summary of every type at once (the top bar's dropdown, /search's tabs): counts stop at the cap with
// '+', hits carry place and a plain line of description, and the page is ranked among the candidates. A
// single type's search still counts exactly (its pages need the total).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { descriptionLine, SEARCH_COUNT_CAP } from '../../../src/domain/companies/rules';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe('descriptionLine', () => {
  it('drops markup, decodes entities, collapses space and cuts at a word with an ellipsis', () => {
    expect(descriptionLine('<p>Steel &amp; <b>timber</b></p>\n\n<p>for   industry</p>')).toBe('Steel & timber for industry');
    expect(descriptionLine('<script>x</script>&lt;ok&gt;')).toBe('x <ok>');
    const long = 'word '.repeat(60);
    const line = descriptionLine(long, 40);
    expect(line.length).toBeLessThanOrEqual(40);
    expect(line.endsWith('word…')).toBe(true);
    expect(descriptionLine('')).toBe('');
  });
});

describe.each(backends())('search summary on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('past the cap the summary says N+ while a single type counts exactly; hits have place and description', async () => {
    const { api, s } = t.state;
    const owner = await s.db.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirstOrThrow();
    const n = SEARCH_COUNT_CAP + 20;
    await sql`
      INSERT INTO companies (id, name, profile_name, owner_id, category_ids, created_at, description, city, country)
      SELECT 'cap-' || i, 'Zebrawood Mill ' || i, 'cap-' || i, ${owner.id}, '[]', i, '<p>Sawn <b>zebrawood</b> &amp; veneers</p>', 'Kaunas', 'LT'
      FROM generate_series(1, ${n}) AS i`.execute(s.db);
    await sql`UPDATE companies SET name = 'Zebrawood Prime' WHERE id = 'cap-7'`.execute(s.db);
    await sql`UPDATE companies SET description = 'zebrawood only in the text', name = 'Other Mill 8' WHERE id = 'cap-8'`.execute(s.db);

    const summary = (await api.get(`${C}/searches?keyword=zebra`)).body;
    expect(summary.COMPANY).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true });
    expect(summary.COMPANY.items).toHaveLength(4);
    expect(summary.COMPANY.items[0]).toMatchObject({ place: 'Kaunas, Lithuania', description: 'Sawn zebrawood & veneers' });
    expect(summary.PRODUCT).toMatchObject({ count: 0, countCapped: false, items: [] });

    const one = (await api.get(`${C}/company-searches?keyword=zebra&limit=4`)).body;
    expect(one.count).toBe(n);
    expect(one.countCapped).toBeUndefined();
    expect((await api.get(`${C}/company-searches/stats?keyword=zebra`)).body.count).toBe(n);

    // under the cap the summary is exact, and a narrower keyword finds the one
    const few = (await api.get(`${C}/searches?keyword=${encodeURIComponent('zebrawood prime')}`)).body;
    expect(few.COMPANY).toMatchObject({ count: 1, countCapped: false });
    expect(few.COMPANY.items[0].title).toBe('Zebrawood Prime');
    // a page past the candidates still reports the count
    expect((await api.get(`${C}/searches?keyword=zebra&skip=500`)).body.COMPANY).toMatchObject({ items: [], count: SEARCH_COUNT_CAP, countCapped: true });

    // under the cap every match is a candidate, and a name match outranks a match in the description only
    // (cap-8 has 'zebrawood' only in its text)
    await sql`UPDATE companies SET deactivated = true WHERE id LIKE 'cap-%' AND id NOT IN ('cap-7', 'cap-8', 'cap-9')`.execute(s.db);
    const three = (await api.get(`${C}/searches?keyword=zebrawood`)).body.COMPANY;
    expect(three).toMatchObject({ count: 3, countCapped: false });
    expect(three.items.map((h: { title: string }) => h.title)).toEqual(['Zebrawood Mill 9', 'Zebrawood Prime', 'Other Mill 8']);
  });
});
