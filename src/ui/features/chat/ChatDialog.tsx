// A chat modal is the app's titled dialog, without the default Close footer.
import type { AppDialogProps } from '../../components/dialog/AppDialog';
import { AppDialog } from '../../components/dialog/AppDialog';

export function ChatDialog({ footer, ...rest }: AppDialogProps) {
  return <AppDialog {...rest} footer={footer ?? null} />;
}
