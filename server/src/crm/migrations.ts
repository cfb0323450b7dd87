// Migrations of the CRM module: contacts (one per company and e-mail), contact groups, import upload events,
// private company notes and their files; tracking codes (their visits are the groups module's tracking_code_logs);
// which received RFIs the owner has read.
import type { Migration } from '../db/migrations';

export const CRM_MIGRATIONS: Migration[] = [
  {
    id: 'crm_0001_contacts_notes',
    sql: `
      CREATE TABLE crm_contacts (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        email text NOT NULL,
        firstname text NOT NULL,
        lastname text NOT NULL,
        phone text NOT NULL,
        company_name text NOT NULL,
        unsubscribed boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL,
        UNIQUE (company_id, email)
      );
      CREATE INDEX crm_contacts_company_created ON crm_contacts (company_id, created_at);
      CREATE TABLE crm_contact_groups (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX crm_contact_groups_company ON crm_contact_groups (company_id);
      CREATE TABLE crm_contact_group_members (
        group_id text NOT NULL REFERENCES crm_contact_groups(id) ON DELETE CASCADE,
        contact_id text NOT NULL REFERENCES crm_contacts(id) ON DELETE CASCADE,
        created_at int8 NOT NULL,
        PRIMARY KEY (group_id, contact_id)
      );
      CREATE INDEX crm_contact_group_members_contact ON crm_contact_group_members (contact_id);
      CREATE TABLE crm_upload_events (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        total int4 NOT NULL DEFAULT 0,
        added int4 NOT NULL DEFAULT 0,
        merged int4 NOT NULL DEFAULT 0,
        rejected int4 NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('RUNNING', 'DONE')),
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX crm_upload_events_company ON crm_upload_events (company_id, created_at);
      CREATE TABLE company_notes (
        id text PRIMARY KEY,
        author_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        title text NOT NULL,
        content text NOT NULL CHECK (char_length(content) <= 2000),
        created_at int8 NOT NULL
      );
      CREATE INDEX company_notes_author ON company_notes (author_id, created_at);
      CREATE TABLE company_note_files (
        id text PRIMARY KEY,
        note_id text NOT NULL REFERENCES company_notes(id) ON DELETE CASCADE,
        name text NOT NULL,
        content_type text NOT NULL,
        size int4 NOT NULL,
        storage_key text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX company_note_files_note ON company_note_files (note_id);
    `,
  },
  {
    id: 'crm_0002_tracking_codes',
    sql: `
      CREATE TABLE crm_tracking_codes (
        id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9]{1,40}$'),
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX crm_tracking_codes_company ON crm_tracking_codes (company_id, created_at);
      CREATE INDEX tracking_code_logs_code ON tracking_code_logs (tracking_code_id, created_at);
    `,
  },
  {
    id: 'crm_0003_rfi_reads',
    sql: `
      CREATE TABLE crm_rfi_reads (
        rfi_id text PRIMARY KEY REFERENCES rfis(id) ON DELETE CASCADE,
        read_at int8 NOT NULL
      );
    `,
  },
  {
    id: 'crm_0004_referrals',
    sql: `
      CREATE TABLE crm_referrals (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        tracking_code_id text NOT NULL,
        owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at int8 NOT NULL
      );
      CREATE INDEX crm_referrals_code ON crm_referrals (tracking_code_id, created_at);
      CREATE INDEX crm_referrals_owner ON crm_referrals (owner_id, created_at);
    `,
  },
  {
    id: 'crm_0005_forms',
    sql: `
      CREATE TABLE crm_forms (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL,
        fields text NOT NULL,
        published boolean NOT NULL,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX crm_forms_company ON crm_forms (company_id, created_at);
      CREATE TABLE crm_form_submissions (
        id text PRIMARY KEY,
        form_id text NOT NULL REFERENCES crm_forms(id) ON DELETE CASCADE,
        contact_id text REFERENCES crm_contacts(id) ON DELETE SET NULL,
        email text NOT NULL,
        answers text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX crm_form_submissions_form ON crm_form_submissions (form_id, created_at);
      CREATE TABLE captcha_solutions (
        signature text PRIMARY KEY,
        expires_at int8 NOT NULL
      );
    `,
  },
  {
    id: 'crm_0006_delegates',
    sql: `
      CREATE TABLE crm_delegates (
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at int8 NOT NULL,
        PRIMARY KEY (company_id, user_id)
      );
      CREATE INDEX crm_delegates_user ON crm_delegates (user_id, created_at);
    `,
  },
  {
    id: 'crm_0007_feedbacks',
    sql: `
      ALTER TABLE crm_forms ADD COLUMN collect_feedback boolean NOT NULL DEFAULT false;
      CREATE TABLE crm_feedbacks (
        id text PRIMARY KEY,
        company_id text REFERENCES companies(id) ON DELETE CASCADE,
        source text NOT NULL,
        form_id text REFERENCES crm_forms(id) ON DELETE SET NULL,
        email text NOT NULL,
        message text NOT NULL,
        rating int4,
        read_at int8,
        created_at int8 NOT NULL
      );
      CREATE INDEX crm_feedbacks_company ON crm_feedbacks (company_id, created_at);
    `,
  },
  {
    id: 'crm_0008_email_campaigns',
    sql: `
      CREATE TABLE crm_email_layouts (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL,
        html text NOT NULL,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX crm_email_layouts_company ON crm_email_layouts (company_id, created_at);
      CREATE TABLE crm_email_campaigns (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        layout_id text REFERENCES crm_email_layouts(id) ON DELETE SET NULL,
        contact_group_id text REFERENCES crm_contact_groups(id) ON DELETE SET NULL,
        state text NOT NULL,
        layout_html text,
        link_origin text,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL,
        started_at int8,
        finished_at int8
      );
      CREATE INDEX crm_email_campaigns_company ON crm_email_campaigns (company_id, created_at);
      CREATE TABLE crm_campaign_recipients (
        id text PRIMARY KEY,
        campaign_id text NOT NULL REFERENCES crm_email_campaigns(id) ON DELETE CASCADE,
        contact_id text REFERENCES crm_contacts(id) ON DELETE SET NULL,
        email text NOT NULL,
        firstname text NOT NULL,
        lastname text NOT NULL,
        state text NOT NULL,
        mail_id text,
        error text,
        sent_at int8,
        created_at int8 NOT NULL,
        UNIQUE (campaign_id, contact_id)
      );
      CREATE INDEX crm_campaign_recipients_campaign ON crm_campaign_recipients (campaign_id, state, email);
      CREATE INDEX crm_campaign_recipients_queued ON crm_campaign_recipients (created_at, id) WHERE state = 'QUEUED';
    `,
  },
  {
    // a flight recording attached to a feedback (redacted by the server), written in the feedback's transaction
    id: 'crm_0009_feedback_recordings',
    sql: `
      CREATE TABLE crm_feedback_recordings (
        feedback_id text PRIMARY KEY REFERENCES crm_feedbacks(id) ON DELETE CASCADE,
        recording text NOT NULL,
        size int4 NOT NULL,
        entries int4 NOT NULL,
        created_at int8 NOT NULL
      );
    `,
  },
];
