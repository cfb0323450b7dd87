// /reset-confirm?email=: the code and the new password; without an email it asks for one first.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard, queryParam } from './parts';
import { ResetCodeForm, ResetRequestForm, usePasswordReset } from './PasswordResetForm';

export function ResetConfirmPage() {
  usePageTitle('Set a new password');
  const email = queryParam(useSearch(), 'email');
  return <ResetConfirm key={email ?? ''} email={email} />;
}

function ResetConfirm({ email }: { email: string | undefined }) {
  const [, navigate] = useLocation();
  const reset = usePasswordReset(email);
  const done = reset.snapshot.matches('done');
  const { notice } = reset.snapshot.context;
  useEffect(() => {
    if (!done) return;
    showAlert(notice ?? 'Password updated', 'success');
    navigate(links.login());
  }, [done, notice, navigate]);
  return (
    <AuthCard title="Set a new password">
      {reset.snapshot.matches('enterCode') ? <ResetCodeForm {...reset} /> : <ResetRequestForm {...reset} />}
    </AuthCard>
  );
}
