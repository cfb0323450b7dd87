export { AccountPage } from './AccountPage';
export { CompanyExtraInfoPage, ExtraInfoPage } from './ExtraInfoPage';
export { GetStartedPage } from './GetStartedPage';
export { IntroPage, IntroV2Page } from './IntroPage';
export { MyCompanyPage } from './MyCompanyPage';
export { NetworkPage } from './NetworkPage';
export { MeHomePage } from './MeHomePage';
export { MeLayout } from './MeLayout';
export { NotificationsPage } from './NotificationsPage';
