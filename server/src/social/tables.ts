// Table types of the social sign-in module (merged into DB in ../db/schema.ts).
export type SocialTables = {
  /**
   * One sign-in through a provider, from the redirect to its answer: the PKCE verifier, state and nonce the
   * client library checks the answer against. id is the hash of the handle the browser keeps (the socialToken).
   * status LINK: the provider vouched for an e-mail of a password account, which waits for that password.
   */
  social_flows: {
    id: string; provider: string; state: string; nonce: string; code_verifier: string; redirect_url: string;
    status: string; subject: string | null; email: string | null; user_id: string | null; tries: number;
    /** the 6-digit code mailed to link instead of the password (hashed), and when it expires */
    code_hash: string | null; code_expires_at: number | null;
    created_at: number; expires_at: number;
  };
  /** a provider's account (its subject) linked to one of ours */
  social_links: { provider: string; subject: string; user_id: string; email: string; created_at: number };
};
