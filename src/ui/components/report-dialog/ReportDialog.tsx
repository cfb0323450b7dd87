// The report dialog (spec 9 reasons, SPAM_OR_MISLEADING by default; a comment box for Other) for a company,
// a group, a group post or a product, and a Report button that asks visitors to log in first (spec 6).
import { Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DEFAULT_REPORT_REASON, MESSAGES, REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../domain/companies/rules';
import { REPORT_PATH_OF } from '../../../sync/facade';
import { useLoginPrompt } from '../../features/companies/useLoginPrompt';
import { useCommand } from '../../features/data/useCommand';
import { showAlert } from '../alerts';
import { AppDialog } from '../dialog/AppDialog';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM_OR_MISLEADING: 'Spam or misleading',
  COPYRIGHT_INFRINGEMENT: 'Copyright infringement',
  INAPPROPRIATE_CONTENT: 'Inappropriate content',
  OTHER_SITE_VIOLATION: 'Other',
};
export const REPORT_COMMENT_REQUIRED = 'Please describe the violation';
export const REPORT_SENT = 'Report sent';

export type ReportDialogProps = {
  open: boolean;
  onClose(): void;
  /** what is reported: COMPANY, COMPANY_GROUP, COMPANY_GROUP_POST or PRODUCT */
  target: ReportTarget;
  /** the company's, group's, post's or product's id */
  targetId: string;
  /** shown in the title: 'Report {targetName}' (default 'Report') */
  targetName?: string;
  /** after the server took the report (the dialog has closed itself) */
  onReported?(reportId: string): void;
};

export function ReportDialog({ open, onClose, target, targetId, targetName, onReported }: ReportDialogProps) {
  const { send } = useCommand();
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setReason(DEFAULT_REPORT_REASON);
      setDescription('');
    }
  }, [open]);
  const other = reason === 'OTHER_SITE_VIOLATION';
  const submit = async () => {
    if (other && !description.trim()) return showAlert(REPORT_COMMENT_REQUIRED, 'warning');
    setBusy(true);
    try {
      const r = await send('reports.create', { target: REPORT_PATH_OF[target], id: targetId, reason, description: other ? description.trim() : '' });
      showAlert(REPORT_SENT, 'success');
      onClose();
      onReported?.(r.id);
    } catch {
      showAlert(MESSAGES.reportFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={targetName ? `Report ${targetName}` : 'Report'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button colorPalette="red" loading={busy} onClick={() => void submit()}>Send report</Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Reason</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={reason} onChange={(e) => setReason(e.currentTarget.value as ReportReason)}>
              {REPORT_REASONS.map((r) => <option key={r} value={r}>{REPORT_REASON_LABELS[r]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {other && (
          <Field.Root required>
            <Field.Label>Comment</Field.Label>
            <Textarea value={description} maxLength={1000} onChange={(e) => setDescription(e.currentTarget.value)} />
          </Field.Root>
        )}
      </Stack>
    </AppDialog>
  );
}

export type ReportButtonProps = Omit<ReportDialogProps, 'open' | 'onClose'> & { size?: 'xs' | 'sm' | 'md'; label?: string };

/** 'Report' (or label): visitors are asked to log in ('You need to login'), members get the dialog. */
export function ReportButton({ size = 'sm', label = 'Report', ...dialog }: ReportButtonProps) {
  const ask = useLoginPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="ghost" onClick={() => { if (ask(MESSAGES.needLogin)) setOpen(true); }}>{label}</Button>
      <ReportDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
