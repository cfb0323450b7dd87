// The auth request's social types (spec 7: {socialToken, type GOOGLE or LINKEDIN, redirectUrl}): socialToken is the
// handle the start of the flow gave the browser, redirectUrl the callback URL the provider sent the browser to.
import { z } from 'zod';

const social = <T extends 'GOOGLE' | 'LINKEDIN'>(type: T) =>
  z.object({ type: z.literal(type), socialToken: z.string().min(1).max(200), redirectUrl: z.string().min(1).max(4000) }).strict();

export const socialAuthRequestSchemas = [social('GOOGLE'), social('LINKEDIN')] as const;
