export { RegisterPage } from './RegisterPage';
export { RegisterConfirmPage } from './RegisterConfirmPage';
export { RegisterConfirmResendPage } from './RegisterConfirmResendPage';
export { RegisterSuccessPage } from './RegisterSuccessPage';
export { LoginPage } from './LoginPage';
export { ResetPage } from './ResetPage';
export { ResetConfirmPage } from './ResetConfirmPage';
export { LogoutPage } from './LogoutPage';
