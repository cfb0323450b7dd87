// Every path this client serves, in one table (STYLE.md: zbugs' routes table). Any other path shows
// the terms page (spec 2). `area` picks the layout; access is decided by guard.ts, not here.
import type { ComponentType } from 'react';
import type { AppRoute } from './route-types';
import { billingRoutes } from '../pages/billing/routes';
import { chatRoutes } from '../pages/chat/routes';
import { companyRoutes } from '../pages/companies/routes';
import { groupRoutes } from '../pages/groups/routes';
import { networkRoutes } from '../pages/network/routes';
import { productsRoutes } from '../pages/products/routes';
import { sponsorRoutes } from '../pages/sponsors/routes';
import {
  LoginPage, LogoutPage, RegisterConfirmPage, RegisterConfirmResendPage, RegisterPage, RegisterSuccessPage,
  ResetConfirmPage, ResetPage,
} from '../pages/auth';
import { adminRoutes } from '../pages/admin/routes';
import { MeHomePage, NotificationsPage } from '../pages/me';
import {
  AboutPage, ContactPage, FaqsPage, LandingPage, PricingPage, PrivacyPage, TermsPage, WelcomeNewPage, WelcomePage,
} from '../pages/public';

export type { AppRoute, RouteArea } from './route-types';

export const routes = [
  { path: '/', component: LandingPage, area: 'public' },
  { path: '/welcome', component: WelcomePage, area: 'public' },
  { path: '/welcome/new', component: WelcomeNewPage, area: 'public' },
  { path: '/about', component: AboutPage, area: 'public' },
  { path: '/pricing', component: PricingPage, area: 'public' },
  { path: '/contact', component: ContactPage, area: 'public' },
  { path: '/terms', component: TermsPage, area: 'public' },
  { path: '/privacy', component: PrivacyPage, area: 'public' },
  { path: '/faqs', component: FaqsPage, area: 'public' },
  { path: '/login', component: LoginPage, area: 'auth' },
  { path: '/register', component: RegisterPage, area: 'auth' },
  { path: '/register-success', component: RegisterSuccessPage, area: 'auth' },
  { path: '/register-confirm', component: RegisterConfirmPage, area: 'auth' },
  { path: '/register-confirm-resend', component: RegisterConfirmResendPage, area: 'auth' },
  { path: '/reset', component: ResetPage, area: 'auth' },
  { path: '/reset-confirm', component: ResetConfirmPage, area: 'auth' },
  { path: '/logout', component: LogoutPage, area: 'auth' },
  { path: '/me', component: MeHomePage, area: 'me' },
  { path: '/me/notifications', component: NotificationsPage, area: 'me' },
  ...adminRoutes,
  ...chatRoutes,
  ...companyRoutes,
  ...productsRoutes,
  ...networkRoutes,
  ...groupRoutes,
  ...billingRoutes,
  ...sponsorRoutes,
] as const satisfies readonly AppRoute[];

export type RoutePath = (typeof routes)[number]['path'];

/** What any path outside the table shows. */
export const FallbackPage: ComponentType = TermsPage;
