// The one e-mail rule of the product, client and server: zod's (the same the API's z.email() schemas apply),
// at most 254 characters, surrounding spaces ignored. Every form and route checks an address with this.
import { z } from 'zod';

export const EMAIL_MAX = 254;
const EMAIL = z.email().max(EMAIL_MAX);

export const isValidEmail = (email: string): boolean => EMAIL.safeParse(email.trim()).success;
