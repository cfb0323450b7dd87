// REST calls of the CRM (company service): contacts with imports and export, contact groups, tracking codes
// and their visits and referral rewards, received RFIs, private company notes with their files, and the dashboard's counts (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { Contact, ContactDraft } from '../../../domain/crm/contacts';
import type { CompanyNote, NoteFile } from '../../../domain/crm/notes';
import type { CaptchaChallenge, CaptchaPayload, FormBuilder, FormDraft, FormSubmission, PublicForm } from '../../../domain/crm/forms';
import type { FeedbackDraft, FeedbackPage, FeedbackReport, PlatformFeedback } from '../../../domain/crm/feedbacks';
import type { ReferralRewards } from '../../../domain/crm/referrals';
import type { Recording } from '../../recorder/recording';
import type { ContactGroup, ContactPage, ContactQuery, CrmCounts, CrmDelegate, ReceivedRfi, TrackingCode, TrackingCodeLog, UploadEvent } from '../../../domain/crm/types';

type Ok = { ok: true };

export type CrmEndpoints = {
  'crm.stats': { in: void; out: CrmCounts };
  'crm.contacts.list': { in: ContactQuery; out: ContactPage };
  'crm.contacts.export': { in: { keyword?: string; groupId?: string }; out: Contact[] };
  'crm.contacts.create': { in: ContactDraft; out: Contact };
  'crm.contacts.update': { in: Partial<ContactDraft> & { id: string; unsubscribed?: true }; out: Contact };
  'crm.contacts.delete': { in: { id: string }; out: Ok };
  'crm.contacts.deleteMany': { in: { ids: string[] }; out: { deleted: number } };
  'crm.uploads.list': { in: { skip?: number; limit?: number }; out: UploadEvent[] };
  'crm.uploads.start': { in: { fileName: string; total: number; rejected: number; merged: number }; out: UploadEvent };
  'crm.uploads.batch': { in: { uploadEventId: string; contacts: ContactDraft[]; done: boolean }; out: { added: number; merged: number; event: UploadEvent } };
  'crm.groups.list': { in: void; out: ContactGroup[] };
  'crm.groups.get': { in: { id: string }; out: ContactGroup };
  'crm.groups.create': { in: { name: string }; out: ContactGroup };
  'crm.groups.rename': { in: { id: string; name: string }; out: ContactGroup };
  'crm.groups.delete': { in: { id: string }; out: Ok };
  'crm.groups.addContacts': { in: { id: string; contactIds: string[] }; out: { added: number } };
  'crm.groups.removeContacts': { in: { id: string; contactIds: string[] }; out: { removed: number } };
  'crm.trackingCodes.list': { in: void; out: TrackingCode[] };
  /** id: filtered by the server to letters and digits; omitted: a random one */
  'crm.trackingCodes.create': { in: { id?: string; name: string }; out: TrackingCode };
  'crm.trackingCodes.delete': { in: { id: string }; out: Ok };
  'crm.trackingCodes.logs': { in: { trackingCodeIds?: string[]; skip?: number; limit?: number }; out: { items: TrackingCodeLog[]; total: number } };
  'crm.referralRewards': { in: { trackingCodeIds?: string[] }; out: ReferralRewards[] };
  'crm.delegates.list': { in: void; out: CrmDelegate[] };
  'crm.delegates.set': { in: { userId: string; allowed: boolean }; out: CrmDelegate[] };
  'crm.forms.list': { in: void; out: FormBuilder[] };
  'crm.forms.get': { in: { id: string }; out: FormBuilder };
  'crm.forms.create': { in: FormDraft; out: FormBuilder };
  'crm.forms.update': { in: FormDraft & { id: string }; out: FormBuilder };
  'crm.forms.delete': { in: { id: string }; out: Ok };
  'crm.forms.submissions': { in: { id: string; skip?: number; limit?: number }; out: { items: FormSubmission[]; total: number } };
  'forms.public': { in: { id: string }; out: PublicForm };
  'forms.submit': { in: { id: string; answers: Record<string, string>; captcha: CaptchaPayload }; out: { id: string; message: string } };
  'captcha.challenge': { in: void; out: CaptchaChallenge };
  'captcha.check': { in: CaptchaPayload; out: { verified: boolean } };
  'crm.rfis.list': { in: { skip?: number; limit?: number }; out: { items: ReceivedRfi[]; total: number; unread: number } };
  'crm.rfis.read': { in: { id: string }; out: Ok };
  /** recording: a flight recording's JSON (the multipart body's recording part) */
  'feedbacks.send': { in: FeedbackDraft & { captcha: CaptchaPayload; recording?: Blob }; out: { id: string; message: string } };
  'crm.feedbacks.list': { in: { skip?: number; limit?: number }; out: FeedbackPage };
  'crm.feedbacks.report': { in: { startDate?: string; endDate?: string }; out: FeedbackReport };
  'crm.feedbacks.read': { in: { id: string }; out: Ok };
  'admin.feedbacks.list': { in: { skip?: number; limit?: number }; out: { items: PlatformFeedback[]; total: number } };
  'crm.feedbacks.recording': { in: { id: string }; out: Recording };
  'admin.feedbacks.recording': { in: { id: string }; out: Recording };
  'notes.list': { in: { companyId?: string; skip?: number; limit?: number }; out: CompanyNote[] };
  'notes.stats': { in: { companyId?: string }; out: { count: number } };
  'notes.create': { in: { companyId: string; title: string; content: string }; out: CompanyNote };
  'notes.delete': { in: { id: string }; out: { message: string } };
  /** multipart: file plus noteFile JSON {noteId} (spec 7) */
  'notes.files.upload': { in: { noteId: string; file: Blob; fileName: string }; out: NoteFile };
  'notes.files.get': { in: { id: string }; out: NoteFile & { contentType: string; dataUrl: string } };
};

const enc = encodeURIComponent;
/** A feedback with a flight recording: its JSON as the feedback part, the recording as a file part. */
function feedbackForm(feedback: object, recording: Blob): FormData {
  const form = new FormData();
  form.append('feedback', JSON.stringify(feedback));
  form.append('recording', recording, 'mtz-recording.json');
  return form;
}
const get = 'GET' as const;

export const crmRoutes: RoutesOf<CrmEndpoints> = {
  'crm.stats': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/crm/stats' }) },
  'crm.contacts.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/contacts', query }) },
  'crm.contacts.export': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/contacts/export', query }) },
  'crm.contacts.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/contacts', body }) },
  'crm.contacts.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/contacts/${enc(id)}`, body }) },
  'crm.contacts.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/contacts/${enc(id)}` }) },
  'crm.contacts.deleteMany': { service: 'company', method: 'DELETE', authed: true, build: ({ ids }) => ({ path: '/contacts', query: { ids: ids.join(',') } }) },
  'crm.uploads.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/contacts/upload-events', query }) },
  'crm.uploads.start': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/contacts/upload-events', body }) },
  'crm.uploads.batch': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/contacts/upload', body }) },
  'crm.groups.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/contact-groups' }) },
  'crm.groups.get': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ id }) => ({ path: `/contact-groups/${enc(id)}` }) },
  'crm.groups.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/contact-groups', body }) },
  'crm.groups.rename': { service: 'company', method: 'PATCH', authed: true, build: ({ id, name }) => ({ path: `/contact-groups/${enc(id)}`, body: { name } }) },
  'crm.groups.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/contact-groups/${enc(id)}` }) },
  'crm.groups.addContacts': { service: 'company', method: 'POST', authed: true, build: ({ id, contactIds }) => ({ path: `/contact-groups/${enc(id)}/contacts`, body: { contactIds } }) },
  'crm.groups.removeContacts': {
    service: 'company', method: 'DELETE', authed: true, build: ({ id, contactIds }) => ({ path: `/contact-groups/${enc(id)}/contacts`, query: { ids: contactIds.join(',') } }),
  },
  'crm.trackingCodes.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/tracking-codes' }) },
  'crm.trackingCodes.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/tracking-codes', body }) },
  'crm.trackingCodes.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/tracking-codes/${enc(id)}` }) },
  'crm.trackingCodes.logs': {
    service: 'company', method: get, authed: true, stale: [on('CRM')],
    build: ({ trackingCodeIds, skip, limit }) => ({ path: '/tracking-code-logs', query: { trackingCodeIds: trackingCodeIds?.join(','), skip, limit } }),
  },
  'crm.referralRewards': {
    service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ trackingCodeIds }) => ({ path: '/referral-rewards', query: { trackingCodeIds: trackingCodeIds?.join(',') } }),
  },
  'crm.delegates.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/crm/delegates' }) },
  'crm.delegates.set': { service: 'company', method: 'PATCH', authed: true, build: ({ userId, allowed }) => ({ path: `/crm/delegates/${enc(userId)}`, body: { allowed } }) },
  'crm.forms.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: () => ({ path: '/form-builders' }) },
  'crm.forms.get': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ id }) => ({ path: `/form-builders/${enc(id)}` }) },
  'crm.forms.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/form-builders', body }) },
  'crm.forms.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/form-builders/${enc(id)}`, body }) },
  'crm.forms.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/form-builders/${enc(id)}` }) },
  'crm.forms.submissions': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: ({ id, ...query }) => ({ path: `/form-builders/${enc(id)}/submissions`, query }) },
  'forms.public': { service: 'company', method: get, authed: false, stale: NEVER, build: ({ id }) => ({ path: `/forms/${enc(id)}` }) },
  'forms.submit': { service: 'company', method: 'POST', authed: false, build: ({ id, ...body }) => ({ path: `/forms/${enc(id)}/submissions`, body }) },
  'captcha.challenge': { service: 'company', method: get, authed: false, stale: NEVER, build: () => ({ path: '/captcha-challenge' }) },
  'captcha.check': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: '/captcha-check', body }) },
  'crm.rfis.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/crm/rfis', query }) },
  'crm.rfis.read': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/crm/rfis/${enc(id)}/read` }) },
  'feedbacks.send': { service: 'company', method: 'POST', authed: false, build: ({ recording, ...body }) => ({ path: '/feedbacks', body: recording ? feedbackForm(body, recording) : body }) },
  'crm.feedbacks.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/crm/feedbacks', query }) },
  'crm.feedbacks.report': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/crm/feedbacks/report', query }) },
  'crm.feedbacks.read': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `/crm/feedbacks/${enc(id)}/read` }) },
  'admin.feedbacks.list': { service: 'company', method: get, authed: true, stale: [on('ADMIN'), on('CRM')], build: (query) => ({ path: '/admin/feedbacks', query }) },
  'crm.feedbacks.recording': { service: 'company', method: get, authed: true, stale: NEVER, build: ({ id }) => ({ path: `/crm/feedbacks/${enc(id)}/recording` }) },
  'admin.feedbacks.recording': { service: 'company', method: get, authed: true, stale: NEVER, build: ({ id }) => ({ path: `/admin/feedbacks/${enc(id)}/recording` }) },
  'notes.list': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/notes', query }) },
  'notes.stats': { service: 'company', method: get, authed: true, stale: [on('CRM')], build: (query) => ({ path: '/notes/stats', query }) },
  'notes.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/notes', body }) },
  'notes.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/notes/${enc(id)}` }) },
  'notes.files.upload': {
    service: 'company', method: 'POST', authed: true,
    build: ({ noteId, file, fileName }) => {
      const form = new FormData();
      form.append('noteFile', JSON.stringify({ noteId }));
      form.append('file', file, fileName);
      return { path: '/note-files', body: form };
    },
  },
  'notes.files.get': { service: 'company', method: get, authed: true, stale: NEVER, build: ({ id }) => ({ path: `/note-files/${enc(id)}` }) },
};
