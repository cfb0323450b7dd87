// REST calls of the platform's content: FAQs (public and the admin portal's FAQs section), the sitemap's last
// generation, extra questions (admin) with the answers of members and company owners, and admin permissions; merged in ../types.ts
// and ../routes.ts.
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { ExtraAudience, ExtraInfo, ExtraQuestion, FaqTopic, SitemapState } from '../../../domain/content/content';
import type { AdminPermissions, AdminSectionKey } from '../../../domain/content/permissions';

export type ExtraQuestionDraft = { question: string; multiple: boolean };
export type ExtraAnswers = { answers: Record<string, string[]> };

export type ContentEndpoints = {
  'faqs.list': { in: void; out: FaqTopic[] };
  'faqs.topic': { in: { profileName: string }; out: FaqTopic };
  'admin.faqTopicCreate': { in: { title: string; profileName?: string }; out: FaqTopic };
  'admin.faqTopicUpdate': { in: { id: string; title?: string; profileName?: string }; out: FaqTopic };
  'admin.faqTopicDelete': { in: { id: string }; out: { ok: true } };
  'admin.faqTopicsOrder': { in: { ids: string[] }; out: FaqTopic[] };
  'admin.faqQuestionCreate': { in: { topicId: string; question: string; answer: string }; out: FaqTopic };
  'admin.faqQuestionsOrder': { in: { topicId: string; ids: string[] }; out: FaqTopic };
  'admin.faqQuestionUpdate': { in: { id: string; question?: string; answer?: string }; out: FaqTopic };
  'admin.faqQuestionDelete': { in: { id: string }; out: FaqTopic };
  'admin.sitemap': { in: void; out: SitemapState };
  'admin.sitemapRegenerate': { in: void; out: SitemapState };
  'admin.extraQuestions': { in: { audience: ExtraAudience }; out: ExtraQuestion[] };
  'admin.extraQuestionCreate': { in: ExtraQuestionDraft & { audience: ExtraAudience; choices: string[] }; out: ExtraQuestion };
  'admin.extraQuestionUpdate': { in: { id: string } & Partial<ExtraQuestionDraft> & { choices?: { id?: string; label: string }[] }; out: ExtraQuestion };
  'admin.extraQuestionDelete': { in: { id: string }; out: { ok: true } };
  'extraInfo.mine': { in: void; out: ExtraInfo };
  'extraInfo.answer': { in: ExtraAnswers; out: ExtraInfo };
  'extraInfo.company': { in: { companyId: string }; out: ExtraInfo };
  'extraInfo.companyAnswer': { in: { companyId: string } & ExtraAnswers; out: ExtraInfo };
  'admin.permissions': { in: void; out: AdminPermissions };
  'admin.permissionsUpdate': { in: { id: string; denied: AdminSectionKey[] }; out: AdminPermissions };
};

const enc = encodeURIComponent;
const T = '/admin/faq-topics';
const X = '/admin/extra-questions';

export const contentRoutes: RoutesOf<ContentEndpoints> = {
  'faqs.list': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: () => ({ path: '/faqs' }) },
  'faqs.topic': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: ({ profileName }) => ({ path: `/faqs/${enc(profileName)}` }) },
  'admin.faqTopicCreate': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: T, body }) },
  'admin.faqTopicUpdate': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `${T}/${enc(id)}`, body }) },
  'admin.faqTopicDelete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `${T}/${enc(id)}` }) },
  'admin.faqTopicsOrder': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: `${T}/order`, body }) },
  'admin.faqQuestionCreate': { service: 'company', method: 'POST', authed: true, build: ({ topicId, ...body }) => ({ path: `${T}/${enc(topicId)}/questions`, body }) },
  'admin.faqQuestionsOrder': { service: 'company', method: 'POST', authed: true, build: ({ topicId, ...body }) => ({ path: `${T}/${enc(topicId)}/questions/order`, body }) },
  'admin.faqQuestionUpdate': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/admin/faq-questions/${enc(id)}`, body }) },
  'admin.faqQuestionDelete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/admin/faq-questions/${enc(id)}` }) },
  'admin.sitemap': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: '/admin/sitemap' }) },
  'admin.sitemapRegenerate': { service: 'company', method: 'POST', authed: true, build: () => ({ path: '/admin/sitemap' }) },
  'admin.extraQuestions': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: X, query }) },
  'admin.extraQuestionCreate': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: X, body }) },
  'admin.extraQuestionUpdate': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `${X}/${enc(id)}`, body }) },
  'admin.extraQuestionDelete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `${X}/${enc(id)}` }) },
  'extraInfo.mine': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/extra-info' }) },
  'extraInfo.answer': { service: 'company', method: 'PATCH', authed: true, build: (body) => ({ path: '/extra-info', body }) },
  'extraInfo.company': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: ({ companyId }) => ({ path: `/companies/${enc(companyId)}/extra-info` }) },
  'extraInfo.companyAnswer': { service: 'company', method: 'PATCH', authed: true, build: ({ companyId, ...body }) => ({ path: `/companies/${enc(companyId)}/extra-info`, body }) },
  'admin.permissions': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: '/admin/permissions' }) },
  'admin.permissionsUpdate': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/admin/permissions/${enc(id)}`, body }) },
};
