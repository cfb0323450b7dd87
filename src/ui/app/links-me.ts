// URL builders of the personal area's own pages (merged into `links` in links.ts). The chat's way back into an
// unfinished intro (?step=&leftover=true) is links.meIntro in links-chat.ts.
import { withQuery } from './query';

export const meLinks = {
  meIntroStart: () => '/me/intro',
  meIntroV2: () => '/me/v2/intro',
  meGetStarted: () => '/me/get-started',
  meCompany: () => '/me/company',
  meCompanyCreate: () => withQuery('/me/company', { create: 'true' }),
  meNetwork: () => '/me/network',
};
