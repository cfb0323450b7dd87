// The one titled dialog of the app (every dialog has a title: its accessible name). The footer defaults to
// a Close button; pass `footer={null}` for none.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type AppDialogProps = {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** role=alertdialog for questions that need an answer */
  role?: 'dialog' | 'alertdialog';
};

export function AppDialog({ open, title, onClose, children, footer, size, role }: AppDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => { if (!d.open) onClose(); }} lazyMount unmountOnExit size={size} role={role}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer !== null && (
              <Dialog.Footer>
                {footer ?? (
                  <Button variant="outline" onClick={onClose}>
                    Close
                  </Button>
                )}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
