// Every path this client serves, in one table (STYLE.md: zbugs' routes table). Any other path shows
// the terms page (spec 2). `area` picks the layout; access is decided by guard.ts, not here.
import type { ComponentType } from 'react';
import type { AppRoute } from './route-types';
import { billingRoutes } from '../pages/billing/routes';
import { pricingRoutes } from '../pages/pricing/routes';
import { chatRoutes } from '../pages/chat/routes';
import { companyRoutes } from '../pages/companies/routes';
import { crmRoutes } from '../pages/crm/routes';
import { groupRoutes } from '../pages/groups/routes';
import { networkRoutes } from '../pages/network/routes';
import { productsRoutes } from '../pages/products/routes';
import { sponsorRoutes } from '../pages/sponsors/routes';
import { ticketRoutes } from '../pages/tickets/routes';
import { timelineRoutes } from '../pages/timeline/routes';
import { adminRoutes } from '../pages/admin/routes';
import { granteeRoutes } from '../pages/grantee/routes';
import { advertisementRoutes } from '../pages/advertisement/routes';
import { statsRoutes } from '../pages/me/stats/routes';
import { LandingPage } from '../pages/public/LandingPage';
import { lazyPage } from './lazy-page';

// The landing page comes with the first script; every other page loads when opened.
const auth = () => import('../pages/auth');
const LoginPage = lazyPage(auth, 'LoginPage');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const RegisterConfirmPage = lazyPage(auth, 'RegisterConfirmPage');
const RegisterConfirmResendPage = lazyPage(auth, 'RegisterConfirmResendPage');
const RegisterPage = lazyPage(auth, 'RegisterPage');
const RegisterSuccessPage = lazyPage(auth, 'RegisterSuccessPage');
const ResetConfirmPage = lazyPage(auth, 'ResetConfirmPage');
const ResetPage = lazyPage(auth, 'ResetPage');
const SocialCallbackPage = lazyPage(auth, 'SocialCallbackPage');
const me = () => import('../pages/me');
const MeHomePage = lazyPage(me, 'MeHomePage');
const NotificationsPage = lazyPage(me, 'NotificationsPage');
const AccountPage = lazyPage(me, 'AccountPage');
const AccountRemovalPage = lazyPage(() => import('../pages/me/account/RemovalPage'), 'RemovalPage');
const IntroPage = lazyPage(me, 'IntroPage');
const IntroV2Page = lazyPage(me, 'IntroV2Page');
const GetStartedPage = lazyPage(me, 'GetStartedPage');
const MyCompanyPage = lazyPage(me, 'MyCompanyPage');
const NetworkPage = lazyPage(me, 'NetworkPage');
const ExtraInfoPage = lazyPage(me, 'ExtraInfoPage');
const CompanyExtraInfoPage = lazyPage(me, 'CompanyExtraInfoPage');
const pub = () => import('../pages/public');
const AboutPage = lazyPage(pub, 'AboutPage');
const ContactPage = lazyPage(pub, 'ContactPage');
const FaqsPage = lazyPage(pub, 'FaqsPage');
const FaqTopicPage = lazyPage(pub, 'FaqTopicPage');
const NewsPage = lazyPage(pub, 'NewsPage');
const NewsPostPage = lazyPage(pub, 'NewsPostPage');
const PrivacyPage = lazyPage(pub, 'PrivacyPage');
const TermsPage = lazyPage(pub, 'TermsPage');
const WelcomeNewPage = lazyPage(pub, 'WelcomeNewPage');
const WelcomePage = lazyPage(pub, 'WelcomePage');

export type { AppRoute, RouteArea } from './route-types';

export const routes = [
  { path: '/', component: LandingPage, area: 'public' },
  { path: '/welcome', component: WelcomePage, area: 'public' },
  { path: '/welcome/new', component: WelcomeNewPage, area: 'public' },
  { path: '/about', component: AboutPage, area: 'public' },
  ...pricingRoutes,
  { path: '/contact', component: ContactPage, area: 'public' },
  { path: '/terms', component: TermsPage, area: 'public' },
  { path: '/privacy', component: PrivacyPage, area: 'public' },
  { path: '/faqs', component: FaqsPage, area: 'public' },
  { path: '/faqs/:profileName', component: FaqTopicPage, area: 'public' },
  { path: '/mtz-news', component: NewsPage, area: 'public' },
  { path: '/mtz-news/:id', component: NewsPostPage, area: 'public' },
  { path: '/login', component: LoginPage, area: 'auth' },
  { path: '/register', component: RegisterPage, area: 'auth' },
  { path: '/register-success', component: RegisterSuccessPage, area: 'auth' },
  { path: '/register-confirm', component: RegisterConfirmPage, area: 'auth' },
  { path: '/register-confirm-resend', component: RegisterConfirmResendPage, area: 'auth' },
  { path: '/reset', component: ResetPage, area: 'auth' },
  { path: '/reset-confirm', component: ResetConfirmPage, area: 'auth' },
  { path: '/logout', component: LogoutPage, area: 'auth' },
  { path: '/auth/linkedin', component: SocialCallbackPage, area: 'auth' },
  { path: '/auth/google', component: SocialCallbackPage, area: 'auth' },
  { path: '/me', component: MeHomePage, area: 'me' },
  { path: '/me/notifications', component: NotificationsPage, area: 'me' },
  { path: '/me/account', component: AccountPage, area: 'me' },
  { path: '/me/account/removal', component: AccountRemovalPage, area: 'me' },
  { path: '/me/intro', component: IntroPage, area: 'me' },
  { path: '/me/v2/intro', component: IntroV2Page, area: 'me' },
  { path: '/me/get-started', component: GetStartedPage, area: 'me' },
  { path: '/me/company', component: MyCompanyPage, area: 'me' },
  { path: '/me/network', component: NetworkPage, area: 'me' },
  { path: '/me/extra-info', component: ExtraInfoPage, area: 'me' },
  { path: '/me/company/extra-info', component: CompanyExtraInfoPage, area: 'me' },
  { path: '/me/tag-alerts', component: lazyPage(() => import('../pages/me/TagAlertsPage'), 'TagAlertsPage'), area: 'me' },
  ...adminRoutes,
  ...granteeRoutes,
  ...chatRoutes,
  ...companyRoutes,
  ...productsRoutes,
  ...networkRoutes,
  ...groupRoutes,
  ...billingRoutes,
  ...sponsorRoutes,
  ...crmRoutes,
  ...advertisementRoutes,
  ...statsRoutes,
  ...ticketRoutes,
  ...timelineRoutes,
] as const satisfies readonly AppRoute[];

export type RoutePath = (typeof routes)[number]['path'];

/** What any path outside the table shows. */
export const FallbackPage: ComponentType = TermsPage;
