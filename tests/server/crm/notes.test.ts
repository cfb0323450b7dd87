// Private company notes (spec 6): only the author sees them, nobody notes their own company, title and content
// required, content at most 2000 characters, files through the note-file upload; bad input writes nothing.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('company notes on $name', (backend) => {
  const t = companyAreaServer(backend);
  const noteFile = (noteId: string, text = 'hello') => {
    const form = new FormData();
    form.append('noteFile', JSON.stringify({ noteId }));
    form.append('file', new Blob([text], { type: 'text/plain' }), 'terms.txt');
    return form;
  };

  it('the author writes, lists, attaches and deletes; nobody else sees or deletes the note', async () => {
    const { api } = t.state;
    const target = await t.owner('Target Co');
    const author = await t.member();
    const other = await t.member();
    const created = await api.post(`${C}/notes`, { companyId: target.companyId, title: 'Met at fair', content: 'Good prices' }, author.accessToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ companyId: target.companyId, title: 'Met at fair', content: 'Good prices', files: [], company: { name: 'Target Co' } });
    const id = created.body.id;
    const up = await t.multipart(`${C}/note-files`, noteFile(id), author.accessToken);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ noteId: id, name: 'terms.txt', size: 5 });
    expect((await t.multipart(`${C}/note-files`, noteFile(id), other.accessToken)).status).toBe(404);
    const file = await api.get(`${C}/note-files/${up.body.id}`, author.accessToken);
    expect(file.body.dataUrl).toBe(`data:text/plain;base64,${Buffer.from('hello').toString('base64')}`);
    expect((await api.get(`${C}/note-files/${up.body.id}`, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/notes?companyId=${target.companyId}`, author.accessToken)).body).toEqual([expect.objectContaining({ id, files: [expect.objectContaining({ id: up.body.id })] })]);
    expect((await api.get(`${C}/notes`, other.accessToken)).body).toEqual([]);
    expect((await api.get(`${C}/notes`, target.accessToken)).body).toEqual([]);
    expect((await api.get(`${C}/notes/stats`, author.accessToken)).body).toEqual({ count: 1 });
    expect((await t.del(`${C}/notes/${id}`, other.accessToken)).status).toBe(404);
    expect((await t.del(`${C}/notes/${id}`, target.accessToken)).status).toBe(404);
    const del = await t.del(`${C}/notes/${id}`, author.accessToken);
    expect(del).toMatchObject({ status: 200, body: { message: 'Note deleted' } });
    expect(await t.counts('company_notes', 'company_note_files')).toMatchObject({ company_notes: 0, company_note_files: 0 });
    const kinds = (await t.events(author.accessToken)).filter((e) => e.resourceType === 'CRM').map((e) => `${e.action}.${e.resource.kind}`);
    expect(kinds).toEqual(['CREATED.NOTE', 'UPDATED.NOTE', 'DELETED.NOTE']);
    expect((await t.events(other.accessToken)).filter((e) => e.resourceType === 'CRM')).toEqual([]);
  });

  it("refuses notes on one's own company, bad input and anonymous callers, writing nothing", async () => {
    const { api } = t.state;
    const owner = await t.owner('Own Co');
    const author = await t.member();
    const before = await t.count('company_notes');
    const own = await api.post(`${C}/notes`, { companyId: owner.companyId, title: 'Me', content: 'Myself' }, owner.accessToken);
    expect(own).toMatchObject({ status: 403, body: { message: 'You cannot write a note about your own company' } });
    const bad = [
      { companyId: owner.companyId, title: ' ', content: 'x' },
      { companyId: owner.companyId, title: 'T', content: '   ' },
      { companyId: owner.companyId, title: 'T', content: 'x'.repeat(2001) },
      { companyId: owner.companyId, title: 'T' },
      { companyId: owner.companyId, title: 'T', content: 'x', extra: 1 },
    ];
    const answers = await Promise.all(bad.map((b) => api.post(`${C}/notes`, b, author.accessToken)));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0].body.message).toContain('Title is required');
    expect(answers[1].body.message).toContain('Content is required');
    expect(answers[2].body.message).toContain('at most 2000');
    expect((await api.post(`${C}/notes`, { companyId: 'nope', title: 'T', content: 'x' }, author.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/notes`, { companyId: owner.companyId, title: 'T', content: 'x' })).status).toBe(401);
    const max = await api.post(`${C}/notes`, { companyId: owner.companyId, title: 'T', content: 'x'.repeat(2000) }, author.accessToken);
    expect(max.status).toBe(201);
    expect(await t.count('company_notes')).toBe(before + 1);
    const noFile = new FormData();
    noFile.append('noteFile', JSON.stringify({ noteId: max.body.id }));
    expect((await t.multipart(`${C}/note-files`, noFile, author.accessToken)).status).toBe(400);
    expect(await t.count('company_note_files')).toBe(0);
  });
});
