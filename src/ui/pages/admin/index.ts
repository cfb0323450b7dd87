export { AdminHomePage } from './AdminHomePage';
