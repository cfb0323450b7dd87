// The editors in the app's titled dialog: the dialog closes after a successful save.
import { AppDialog } from '../dialog/AppDialog';
import { BannerEditor, LogoEditor, type ImageEditorProps } from './ImageEditor';

export type EditorDialogProps = Omit<ImageEditorProps, 'onCancel'> & { open: boolean; onClose(): void; title?: string };

export function BannerEditorDialog({ open, onClose, title = 'Edit banner', onSave, ...rest }: EditorDialogProps & { width?: number }) {
  return (
    <AppDialog open={open} title={title} onClose={onClose} size="lg" footer={null}>
      <BannerEditor {...rest} onCancel={onClose} onSave={async (file, p) => { await onSave(file, p); onClose(); }} />
    </AppDialog>
  );
}

export function LogoEditorDialog({ open, onClose, title = 'Edit logo', onSave, ...rest }: EditorDialogProps & { size?: number }) {
  return (
    <AppDialog open={open} title={title} onClose={onClose} size="md" footer={null}>
      <LogoEditor {...rest} onCancel={onClose} onSave={async (file, p) => { await onSave(file, p); onClose(); }} />
    </AppDialog>
  );
}
