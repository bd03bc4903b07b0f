import { MSG, stateAfterChecklist, type ChecklistItem, type SubscriptionState } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText, useValidationText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import type { SubscriptionDetailDto } from '@club/domain';
import { useUpdateSubscription } from '../api/updateSubscription';
import { CertificateExpiryField, INVALID_EXPIRY } from './CertificateExpiryField';
import { StaleAlert } from './StaleAlert';
import { PaymentDialog, type RecordedPayment } from './PaymentDialog';
import { PaymentTick } from './PaymentTick';
import { isStaleVersion } from './staleVersion';
import { SubscriptionStateChip } from './SubscriptionStateChip';

/**
 * The states the edit screen offers, in its order (docs/product.md#subscription-states);
 * CANCELLED last, and chosen by hand only.
 */
export const EDITABLE_STATES: readonly SubscriptionState[] = ['SCHEDULED', 'DONE', 'MISSING_DOC', 'STARTED', 'CANCELLED'];

interface Draft {
  documents: Record<ChecklistItem, boolean>;
  state: SubscriptionState;
  /** The method and day given in the payment dialog, sent with the save. */
  payment?: RecordedPayment;
  /** The paper certificate's last valid day as typed (YYYY-MM-DD, empty for none); absent while untouched. */
  certificateExpiresOn?: string;
}

interface ChecklistCardProps {
  detail: SubscriptionDetailDto;
  onReload: () => Promise<void>;
}

/**
 * The counter's checklist (docs/product.md#required-documents): only the documents this
 * subscription needs.
 * Saving a changed checklist lets the server set DONE (all ticked) or MISSING_DOC; a state
 * chosen by hand in the select wins over it.
 */
export function ChecklistCard({ detail, onReload }: ChecklistCardProps) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdateSubscription();
  const titleId = useId();
  // Null while nothing is changed: the card shows the server's values, whatever they become.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [askingPayment, setAskingPayment] = useState(false);
  const validationText = useValidationText();
  const [expiryError, setExpiryError] = useState<string | undefined>(undefined);

  const items = detail.requiredDocuments.checklist;
  const shown: Draft = draft ?? { documents: detail.documents, state: detail.state };
  const ticked = items.filter((item) => shown.documents[item]).length;
  const documentsChanged = items.some((item) => shown.documents[item] !== detail.documents[item]);
  const stateChanged = shown.state !== detail.state;
  const paymentChanged = shown.payment !== undefined;
  const paymentShown = shown.payment ?? (shown.documents.payment ? detail.payment : null);
  // A paper certificate gets its last valid day here; a health-questionnaire attestation has none
  // (docs/product.md#health-rules). The detail does not carry the club's years: nothing is offered.
  const asksExpiry = items.includes('medicalCertificate') && detail.healthDocument === 'CERTIFICATE';
  const expiryShown = shown.certificateExpiresOn ?? detail.certificateExpiresOn ?? '';
  const expiryChanged = asksExpiry && expiryShown !== (detail.certificateExpiresOn ?? '');
  // What the server will decide: the hand-picked state, else the checklist's verdict, which
  // never brings a cancelled subscription back.
  const expected: SubscriptionState = stateChanged
    ? shown.state
    : documentsChanged && detail.state !== 'CANCELLED'
      ? stateAfterChecklist(items, new Set(items.filter((item) => shown.documents[item])))
      : detail.state;

  // Ticking the payment asks first how and when the family paid (docs/product.md, Invoices).
  const tick = (item: ChecklistItem, checked: boolean) => {
    if (item === 'payment' && checked) setAskingPayment(true);
    else setDraft({ ...shown, documents: { ...shown.documents, [item]: checked }, ...(item === 'payment' ? { payment: undefined } : {}) });
  };
  const tickAll = () => {
    const others = items.filter((item) => item !== 'payment');
    setDraft({ ...shown, documents: { ...shown.documents, ...Object.fromEntries(others.map((item) => [item, true])) } });
    if (items.includes('payment') && !shown.documents.payment) setAskingPayment(true);
  };
  const recordPayment = (payment: RecordedPayment) => {
    // Built on the latest draft: "tick all" may have just changed it.
    setDraft((current) => {
      const base = current ?? { documents: detail.documents, state: detail.state };
      return { ...base, documents: { ...base.documents, payment: true }, payment };
    });
    setAskingPayment(false);
  };

  const save = async () => {
    setFailure(null);
    if (expiryChanged && expiryShown === INVALID_EXPIRY) {
      setExpiryError(validationText(MSG.invalidDate));
      return;
    }
    setExpiryError(undefined);
    const documents = Object.fromEntries(items.map((item) => [item, shown.documents[item]])) as Partial<Record<ChecklistItem, boolean>>;
    try {
      const saved = await update.mutateAsync({
        studentId: detail.studentId,
        body: {
          version: detail.version,
          documents,
          ...(stateChanged ? { state: shown.state } : {}),
          ...(shown.payment !== undefined ? { payment: shown.payment } : {}),
          // Sent only when changed: absent keeps the member's date, null forgets it.
          ...(expiryChanged ? { certificateExpiresOn: expiryShown === '' ? null : expiryShown } : {}),
        },
      });
      setDraft(null);
      toast.success(t('checklist.saved', { state: t(`states.${saved.state}`) }));
    } catch (error) {
      const refused = isApiError(error) ? error.fields.certificateExpiresOn : undefined;
      if (refused !== undefined) setExpiryError(validationText(refused));
      else setFailure(error);
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setDraft(null);
      setFailure(null);
      setExpiryError(undefined);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('checklist.title')}
        </Typography>
        <SubscriptionStateChip state={detail.state} size="medium" />
      </Stack>
      <Typography variant="body2" color="text.secondary" id={`${titleId}-count`}>
        {t('checklist.count', { count: ticked, total: items.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={items.length === 0 ? 100 : (ticked / items.length) * 100}
        color={ticked === items.length ? 'success' : 'primary'}
        aria-labelledby={`${titleId}-count`}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <FormGroup aria-labelledby={titleId}>
        {items.map((item) =>
          item === 'payment' ? (
            <PaymentTick
              key={item}
              checked={shown.documents.payment}
              payment={paymentShown}
              onChange={(checked) => tick(item, checked)}
              onEdit={() => setAskingPayment(true)}
            />
          ) : item === 'medicalCertificate' ? (
            <Fragment key={item}>
              <FormControlLabel
                control={<Checkbox checked={shown.documents[item]} onChange={(event) => tick(item, event.target.checked)} />}
                label={t(detail.healthDocument === 'QUESTIONNAIRE' ? 'checklist.healthQuestionnaire' : `documents.${item}`)}
              />
              {asksExpiry && (
                <CertificateExpiryField
                  value={expiryShown}
                  error={expiryError}
                  disabled={update.isPending}
                  onChange={(text) => {
                    setExpiryError(undefined);
                    setDraft({ ...shown, certificateExpiresOn: text });
                  }}
                />
              )}
            </Fragment>
          ) : (
            <FormControlLabel
              key={item}
              control={<Checkbox checked={shown.documents[item]} onChange={(event) => tick(item, event.target.checked)} />}
              label={t(`documents.${item}`)}
            />
          ),
        )}
      </FormGroup>
      {ticked < items.length && (
        <Button size="small" onClick={tickAll} sx={{ mt: 0.5 }}>
          {t('checklist.tickAll')}
        </Button>
      )}

      <TextField
        select
        fullWidth
        label={t('checklist.state')}
        value={shown.state}
        onChange={(event) => setDraft({ ...shown, state: event.target.value as SubscriptionState })}
        helperText={t('checklist.stateHelp')}
        sx={{ mt: 2 }}
      >
        {EDITABLE_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`states.${state}`)}
          </MenuItem>
        ))}
      </TextField>

      {(documentsChanged || stateChanged) && (
        <Box role="status" sx={{ mt: 1.5 }}>
          {/* A div: the chip is one, and a paragraph may not hold it. */}
          <Typography variant="body2" component="div">
            {t('checklist.willBe')} <SubscriptionStateChip state={expected} />
          </Typography>
        </Box>
      )}

      {failure !== null && (
        <Box sx={{ mt: 2 }}>
          {isStaleVersion(failure) ? (
            <StaleAlert onReload={() => void reload()} reloading={reloading} />
          ) : (
            <Alert severity="error" role="alert">
              {errorText(failure)}
            </Alert>
          )}
        </Box>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            setDraft(null);
            setExpiryError(undefined);
          }}
          disabled={draft === null || update.isPending}
        >
          {t('checklist.undo')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!documentsChanged && !stateChanged && !paymentChanged && !expiryChanged}
          loading={update.isPending}
        >
          {t('checklist.save')}
        </Button>
      </Stack>
      {askingPayment && <PaymentDialog initial={paymentShown} onConfirm={recordPayment} onCancel={() => setAskingPayment(false)} />}
    </Paper>
  );
}
