export { AccountPage } from './AccountPage';
export { MeHomePage } from './MeHomePage';
export { MeLayout } from './MeLayout';
export { NotificationsPage } from './NotificationsPage';
