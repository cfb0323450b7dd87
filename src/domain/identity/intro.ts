// The introduction for new members (spec 2, /me/intro): four numbered steps. The step a member is on is kept
// under MTZ_INTRO_STEP until the intro is finished; the chat sends a member with a stored step back to it.
export const INTRO_STEP_KEY = 'MTZ_INTRO_STEP';

export const INTRO_STEPS = [
  { step: 1, id: 'profile', title: 'Your profile' },
  { step: 2, id: 'company', title: 'Your company' },
  { step: 3, id: 'interests', title: 'Your interests' },
  { step: 4, id: 'network', title: 'First connections and groups' },
] as const;

export type IntroStepId = (typeof INTRO_STEPS)[number]['id'];
export type IntroStepNumber = (typeof INTRO_STEPS)[number]['step'];

/** A step number from a query parameter or the stored value; anything else is no step. */
export function parseIntroStep(raw: string | null | undefined): IntroStepNumber | null {
  if (raw == null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return INTRO_STEPS.find((s) => s.step === n)?.step ?? null;
}

/** Where the intro resumes: the step the link names, else the stored one, else the first. */
export function resumeStep(fromQuery: string | null | undefined, stored: string | null | undefined): IntroStepNumber {
  return parseIntroStep(fromQuery) ?? parseIntroStep(stored) ?? 1;
}

export const stepId = (n: IntroStepNumber): IntroStepId => INTRO_STEPS[n - 1].id;

export const INTRO_MESSAGES = {
  leftover: 'You have not finished your introduction yet: pick up where you left off.',
  profileFailed: 'Your profile could not be saved',
  companyFailed: 'Company could not be created',
  nameRequired: 'Company name is required',
  finished: 'Your introduction is complete. Welcome to the network!',
} as const;
