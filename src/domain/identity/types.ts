// Contract types shared by the client and the reference server (spec sections 3 and 7).

export type User = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  admin: boolean;
  /** reads the statistics shared with grantees at /grantee, and nothing else (spec 6) */
  grantee?: boolean;
  logo: string | null;
  profileName: string;
  /** false until the e-mail confirmation code has been accepted */
  activated: boolean;
  /** ids of the companies this user owns */
  companyIds: string[];
  /** label of the user's plan for the top bar, e.g. 'Free' */
  planLabel: string;
};

/** One stored login: the list of these is the multi-account state (spec 3, Session login). */
export type Login = {
  email: string;
  accessToken: string;
  refreshToken: string;
};

export type AuthTokens = { accessToken: string; refreshToken: string };

export type AuthRequest =
  | { type: 'LOGIN'; data: { email: string; password: string } }
  | { type: 'CONFIRM_EMAIL_WITH_CODE'; data: { email: string; confirmCode: string } }
  | { type: 'RESEND_CONFIRM_EMAIL_WITH_CODE'; data: { email: string } }
  | { type: 'REFRESH_TOKEN'; data: { refreshToken: string } }
  | { type: 'RESET_PASSWORD'; data: { email: string } }
  | { type: 'RESET_PASSWORD_WITH_CODE'; data: { email: string; confirmCode: string; password: string } }
  | { type: 'GOOGLE' | 'LINKEDIN'; socialToken: string; redirectUrl: string };

export type AuthRequestType = AuthRequest['type'];

/** Response of POST /auth: tokens for LOGIN, CONFIRM_EMAIL_WITH_CODE, REFRESH_TOKEN; a message otherwise. */
export type AuthResponse = Partial<AuthTokens> & { message?: string; email?: string };

export type RegistrationInput = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmType: 'CODE';
  meta: {
    companyName?: string;
    /** business type (category) ids, comma-joined, 1 to 5 of them */
    categoryIds: string;
    referralCompanyGroupIds?: string;
    coupon?: string;
    tc?: string;
  };
};

export type Category = { id: string; name: string };

export type CompanyCreateInput = { name: string; categoryIds: string[] };

export type CompanySummary = { id: string; name: string; profileName: string; ownerId: string };

/** Every error body of the API. */
export type ApiError = { message: string };
