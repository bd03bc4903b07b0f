import type { FamilySubscriptionDto, SignableTextKey } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClubDate } from '@/lib/clubTime';
import { acknowledgementPdfUrl } from '../api/acknowledgementPdf';
import { useTextName } from './useTextName';

// The reader and its form load when a family first opens a text: the home shows without them.
const SignTextDialog = lazy(() => import('./SignTextDialog').then((module) => ({ default: module.SignTextDialog })));

const listStyle = { listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'flex', flexDirection: 'column', gap: 1 } as const;

interface MemberSignaturesProps {
  memberId: number;
  memberName: string;
  subscription: FamilySubscriptionDto;
  /** The id of the card's heading, prefix of the lists' own ids. */
  headingId: string;
}

/** On a member's card: the texts still to sign online, each opened to read and sign, then those signed with their PDF. */
export function MemberSignatures({ memberId, memberName, subscription, headingId }: MemberSignaturesProps) {
  const { t } = useTranslation('family');
  const textName = useTextName();
  const [signing, setSigning] = useState<SignableTextKey | null>(null);
  const [signed, setSigned] = useState<SignableTextKey | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // The button that opened the dialog is gone with the text signed: focus goes to the confirmation instead.
  useEffect(() => {
    if (signed !== null) confirmation.current?.focus();
  }, [signed]);

  const { toSign, acknowledgements } = subscription;
  return (
    <>
      {signed !== null && (
        <Alert ref={confirmation} tabIndex={-1} severity="success" role="status" sx={{ mt: 1.5 }}>
          {t('sign.done', { name: textName(signed) })}
        </Alert>
      )}
      {toSign.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography id={`${headingId}-to-sign`} sx={{ fontWeight: 600 }}>
            {t('sign.toSignTitle')}
          </Typography>
          <Box component="ul" aria-labelledby={`${headingId}-to-sign`} sx={listStyle}>
            {toSign.map((key) => (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography sx={{ flex: '1 1 160px' }}>{textName(key)}</Typography>
                <Button
                  variant="contained"
                  aria-label={t('sign.openOf', { name: textName(key) })}
                  onClick={() => {
                    setSigned(null);
                    setSigning(key);
                  }}
                >
                  {t('sign.open')}
                </Button>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {acknowledgements.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography id={`${headingId}-signed`} sx={{ fontWeight: 600 }}>
            {t('sign.signedTitle')}
          </Typography>
          <Box component="ul" aria-labelledby={`${headingId}-signed`} sx={listStyle}>
            {acknowledgements.map((acknowledgement) => (
              <li key={acknowledgement.id}>
                <Typography>{textName(acknowledgement.key)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('sign.signedBy', { name: acknowledgement.signedName, date: formatClubDate(acknowledgement.signedAt) })}{' '}
                  <Link
                    href={acknowledgementPdfUrl(acknowledgement.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('sign.pdfOf', { name: textName(acknowledgement.key) })}
                  >
                    {t('sign.pdf')}
                  </Link>
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {signing !== null && (
        <Suspense fallback={null}>
          <SignTextDialog
            memberId={memberId}
            memberName={memberName}
            textKey={signing}
            onClose={() => setSigning(null)}
            onSigned={(key) => {
              setSigning(null);
              setSigned(key);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
