import type { ChecklistItem, FamilySubscriptionDto, UploadableItem } from '@club/domain';
import { UPLOADABLE_ITEMS } from '@club/domain/uploads';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MEGABYTES } from './fileCheck';
import { useItemName } from './healthDocument';
import { UploadControl } from './UploadControl';

const isUploadable = (item: ChecklistItem): item is UploadableItem => (UPLOADABLE_ITEMS as readonly string[]).includes(item);

interface MissingItemsProps {
  memberId: number;
  subscription: FamilySubscriptionDto;
  /** The id of the card's heading, prefix of the list's own id. */
  headingId: string;
}

/**
 * What the club still waits for, each item with a way to send it as a file when it can be one
 * (docs/product.md#family-uploads): not the payment, and not a text still to sign online, which
 * the card offers to sign instead. A file already sent waits for the club's check.
 */
export function MissingItems({ memberId, subscription, headingId }: MissingItemsProps) {
  const { t } = useTranslation(['family', 'subscriptions']);
  const [sent, setSent] = useState<UploadableItem | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // The control that sent the file is gone with the item now waiting: focus goes to the confirmation.
  useEffect(() => {
    if (sent !== null) confirmation.current?.focus();
  }, [sent]);

  const toSign = new Set<string>(subscription.toSign);
  const waiting = new Set(subscription.uploads.filter((upload) => upload.status === 'PENDING').map((upload) => upload.kind));
  const canSend = (item: ChecklistItem): item is UploadableItem => isUploadable(item) && !toSign.has(item);
  const itemName = useItemName(subscription);

  return (
    <Box sx={{ mt: 1.5 }}>
      {sent !== null && (
        <Alert ref={confirmation} tabIndex={-1} severity="success" role="status" sx={{ mb: 1.5 }}>
          {t('uploads.sent', { name: itemName(sent) })}
        </Alert>
      )}
      <Typography id={`${headingId}-missing`}>{t('home.missingTitle')}</Typography>
      {subscription.missing.some((item) => canSend(item) && !waiting.has(item)) && (
        <Typography variant="body2" color="text.secondary">
          {t('uploads.hint', { limit: UPLOAD_MAX_MEGABYTES })}
        </Typography>
      )}
      <Box
        component="ul"
        aria-labelledby={`${headingId}-missing`}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {subscription.missing.map((item) => (
          <Box
            component="li"
            key={item}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 44 }}
          >
            <Typography sx={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>{itemName(item)}</Typography>
            {canSend(item) &&
              (waiting.has(item) ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
                  <HourglassEmpty aria-hidden fontSize="small" />
                  <Typography variant="body2">{t('uploads.waiting')}</Typography>
                </Box>
              ) : (
                <UploadControl memberId={memberId} kind={item} itemName={itemName(item)} onSent={setSent} />
              ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
