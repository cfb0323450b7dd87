export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { FaqTopicPage, FaqsPage } from './FaqsPage';
export { LandingPage } from './LandingPage';
export { PricingPage } from '../pricing/PricingPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
export { WelcomeNewPage, WelcomePage } from './WelcomePage';
export { NewsPage, NewsPostPage } from './NewsPage';
