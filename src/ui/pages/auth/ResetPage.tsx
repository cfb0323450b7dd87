// /reset: asks for the email, mails a code, then continues at /reset-confirm?email=.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './parts';
import { ResetRequestForm, usePasswordReset } from './PasswordResetForm';

export function ResetPage() {
  usePageTitle('Reset password');
  const [, navigate] = useLocation();
  const reset = usePasswordReset(undefined);
  const sent = reset.snapshot.matches('enterCode');
  const { email, notice } = reset.snapshot.context;
  useEffect(() => {
    if (!sent) return;
    if (notice) showAlert(notice, 'success');
    navigate(links.resetConfirm(email));
  }, [sent, email, notice, navigate]);
  return (
    <AuthCard title="Reset password">
      <ResetRequestForm {...reset} />
    </AuthCard>
  );
}
