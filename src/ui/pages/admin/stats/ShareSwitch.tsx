// The per-statistic 'Shared with grantees' switch of the admin statistics pages (a command; the list refreshes).
import { Switch } from '@chakra-ui/react';
import { statTitle, type AdminStatKind } from '../../../../domain/admin/stats';
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';
import { useCommand } from '../../../features/data/useCommand';

export function ShareSwitch({ kind, shared }: { kind: AdminStatKind; shared: boolean | undefined }) {
  const { send, pending } = useCommand();
  const toggle = async (on: boolean) => {
    try {
      await send('adminStats.share', { kind, shared: on });
      showAlert(on ? `${statTitle(kind)} is shared with grantees` : `${statTitle(kind)} is no longer shared with grantees`, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  return (
    <Switch.Root checked={shared === true} disabled={shared === undefined || pending} onCheckedChange={(d) => void toggle(d.checked)}>
      <Switch.HiddenInput />
      <Switch.Control><Switch.Thumb /></Switch.Control>
      <Switch.Label>Share {statTitle(kind)} with grantees</Switch.Label>
    </Switch.Root>
  );
}
