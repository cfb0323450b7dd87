// Kysely table types of the CRM module (merged into DB in ../db/schema.ts). Every record belongs to a company
// (contacts, groups, upload events) or, for notes, to their author.
export type CrmTables = {
  crm_contacts: {
    id: string; company_id: string; email: string; firstname: string; lastname: string; phone: string; company_name: string;
    unsubscribed: boolean; created_at: number; updated_at: number;
  };
  crm_contact_groups: { id: string; company_id: string; name: string; created_at: number };
  crm_contact_group_members: { group_id: string; contact_id: string; created_at: number };
  crm_upload_events: {
    id: string; company_id: string; file_name: string; total: number; added: number; merged: number; rejected: number;
    status: 'RUNNING' | 'DONE'; created_at: number; updated_at: number;
  };
  crm_tracking_codes: { id: string; company_id: string; name: string; created_at: number };
  crm_rfi_reads: { rfi_id: string; read_at: number };
  crm_forms: { id: string; company_id: string; title: string; description: string; fields: string; published: boolean; collect_feedback: boolean; created_at: number; updated_at: number };
  crm_form_submissions: { id: string; form_id: string; contact_id: string | null; email: string; answers: string; created_at: number };
  crm_feedbacks: {
    id: string; company_id: string | null; source: 'FORM' | 'FOOTER'; form_id: string | null; email: string; message: string;
    rating: number | null; read_at: number | null; created_at: number;
  };
  /** the redacted recording's JSON; size: its bytes; entries: how many it holds */
  crm_feedback_recordings: { feedback_id: string; recording: string; size: number; entries: number; created_at: number };
  captcha_solutions: { signature: string; expires_at: number };
  crm_delegates: { company_id: string; user_id: string; created_at: number };
  crm_referrals: { user_id: string; tracking_code_id: string; owner_id: string; created_at: number };
  company_notes: { id: string; author_id: string; company_id: string; title: string; content: string; created_at: number };
  company_note_files: { id: string; note_id: string; name: string; content_type: string; size: number; storage_key: string; created_at: number };
  crm_email_layouts: { id: string; company_id: string; name: string; html: string; created_at: number; updated_at: number };
  /** layout_html and link_origin are fixed when the campaign is sent (a later layout edit does not change its mails) */
  crm_email_campaigns: {
    id: string; company_id: string; name: string; subject: string; body: string; layout_id: string | null; contact_group_id: string | null;
    state: 'DRAFT' | 'SENDING' | 'SENT'; layout_html: string | null; link_origin: string | null;
    created_at: number; updated_at: number; started_at: number | null; finished_at: number | null;
  };
  /** one per campaign and contact, snapshotted at send; mail_id: the outbox mail written with the SENT mark */
  crm_campaign_recipients: {
    id: string; campaign_id: string; contact_id: string | null; email: string; firstname: string; lastname: string;
    state: 'QUEUED' | 'SENT' | 'FAILED' | 'UNSUBSCRIBED'; mail_id: string | null; error: string | null; sent_at: number | null; created_at: number;
  };
};
