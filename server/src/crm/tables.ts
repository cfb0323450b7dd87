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
  captcha_solutions: { signature: string; expires_at: number };
  crm_delegates: { company_id: string; user_id: string; created_at: number };
  crm_referrals: { user_id: string; tracking_code_id: string; owner_id: string; created_at: number };
  company_notes: { id: string; author_id: string; company_id: string; title: string; content: string; created_at: number };
  company_note_files: { id: string; note_id: string; name: string; content_type: string; size: number; storage_key: string; created_at: number };
};
