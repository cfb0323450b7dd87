// The admin's actions on a user, each confirmed first: activate, deactivate or reactivate, re-send the confirmation
// code, grant or take the grantee and site admin flags. The server refuses what it must (own admin flag).
import type { AdminUser, AdminUserChange } from '../../../domain/admin/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';

export type UserAction = { label: string; question: string; run(): Promise<unknown>; done: string };

const nameOf = (u: AdminUser) => `${u.firstname} ${u.lastname}`.trim() || u.email;

export function useUserActions(selfId: string | null) {
  const { send, pending } = useCommand();
  const update = (u: AdminUser, change: AdminUserChange) => send('admin.userUpdate', { id: u.id, ...change });

  const actionsFor = (u: AdminUser): UserAction[] => {
    const n = nameOf(u);
    const out: UserAction[] = [];
    if (!u.activated) {
      out.push({ label: 'Activate', question: `Activate the account of ${n} without its confirmation code?`, run: () => update(u, { activated: true }), done: `${n} activated` });
      out.push({ label: 'Resend code', question: `Send a new confirmation code to ${u.email}?`, run: () => send('admin.userResendCode', { id: u.id }), done: 'New 6-digit code sent' });
    }
    if (!u.admin) {
      out.push(u.deactivated
        ? { label: 'Reactivate', question: `Reactivate the account of ${n}?`, run: () => update(u, { deactivated: false }), done: `${n} reactivated` }
        : { label: 'Deactivate', question: `Deactivate the account of ${n}? Their sessions end at once.`, run: () => update(u, { deactivated: true }), done: `${n} deactivated` });
    }
    if (!u.deactivated) {
      out.push(u.grantee
        ? { label: 'Remove grantee', question: `Remove the grantee role of ${n}?`, run: () => update(u, { grantee: false }), done: `${n} is no longer a grantee` }
        : { label: 'Make grantee', question: `Make ${n} a grantee (reads the shared statistics)?`, run: () => update(u, { grantee: true }), done: `${n} is a grantee` });
      if (!u.admin) out.push({ label: 'Make site admin', question: `Make ${n} a site admin? They will only see the Admin Portal.`, run: () => update(u, { admin: true }), done: `${n} is a site admin` });
      else if (u.id !== selfId) out.push({ label: 'Remove site admin', question: `Remove the site admin flag of ${n}?`, run: () => update(u, { admin: false }), done: `${n} is no longer a site admin` });
    }
    return out;
  };

  const perform = async (a: UserAction) => {
    if (!(await askConfirm(a.question, { confirmLabel: a.label }))) return;
    try {
      await a.run();
      showAlert(a.done, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };

  return { actionsFor, perform, pending };
}
