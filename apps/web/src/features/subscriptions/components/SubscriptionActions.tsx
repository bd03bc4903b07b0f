import DeleteIcon from '@mui/icons-material/Delete';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useSendInvoice } from '../api/sendInvoice';
import type { SubscriptionDetailDto } from '@club/domain';
import { ResendMailDialog } from './ResendMailDialog';
import { useDeleteMemberAction } from './useDeleteActions';

/** The 409 reasons of the invoice mail, each with its own explanation. */
const invoiceConflictKey = (error: unknown): string | null => {
  if (!isApiError(error) || error.code !== 'CONFLICT') return null;
  return error.message === 'NO_RECIPIENT' ? 'invoice.noRecipient' : 'invoice.unpaid';
};

/** The edit screen's actions: resend the link, send the invoice, delete the member. */
export function SubscriptionActions({ detail }: { detail: SubscriptionDetailDto }) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const sendInvoice = useSendInvoice();
  const deleteMember = useDeleteMemberAction();
  const [mailOpen, setMailOpen] = useState(false);
  const paid = detail.documents.payment;
  // Its link answers that it was cancelled: restore it before sending another.
  const cancelled = detail.state === 'CANCELLED';

  const invoice = () =>
    sendInvoice.mutate(detail.id, {
      onSuccess: (result) => toast.success(t('invoice.sent', { recipients: result.recipients.join(', ') })),
      onError: (error) => {
        const key = invoiceConflictKey(error);
        toast.error(key === null ? errorText(error) : t(key));
      },
    });

  const remove = async () => {
    if (await deleteMember(detail)) void navigate(paths.subscriptions, { replace: true });
  };

  return (
    <>
      <Tooltip title={cancelled ? t('mail.cancelled') : ''}>
        <span>
          <Button variant="outlined" startIcon={<ForwardToInboxIcon />} onClick={() => setMailOpen(true)} disabled={cancelled}>
            {t('mail.open')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={paid ? '' : t('invoice.unpaid')}>
        {/* A disabled button gets no pointer events: the span carries the tooltip. */}
        <span>
          <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={invoice} disabled={!paid} loading={sendInvoice.isPending}>
            {t('invoice.send')}
          </Button>
        </span>
      </Tooltip>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => void remove()}>
        {t('common:actions.delete')}
      </Button>
      {mailOpen && <ResendMailDialog detail={detail} open onClose={() => setMailOpen(false)} />}
    </>
  );
}
