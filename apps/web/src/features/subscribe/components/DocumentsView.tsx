import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PrintableDocument, ResumeDto } from '@club/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/language';
import { subscriptionDocumentUrl } from '../api/documentUrls';
import { FamilySpaceCard } from './FamilySpaceCard';
import { column } from './layoutSx';

interface DocumentsViewProps {
  resume: ResumeDto;
  token: string;
  language: Language;
  /** Just sent (success) or sent before (the read-only view, docs/product.md#family-form). */
  variant: 'success' | 'already';
  /** An explanation shown above, such as "this form had already been sent". */
  notice?: string;
}

/**
 * What the family does next: open or download the documents to print, and what is still to
 * bring to the pool counter. The attestation answers only once the payment is recorded, so it
 * is offered only for a completed subscription; otherwise it comes by e-mail.
 */
const printableNow = (resume: ResumeDto): PrintableDocument[] =>
  resume.documents.printable.filter(
    (document) => document !== 'attestation' || (resume.subscription.state === 'DONE' && resume.documents.checklist.includes('payment')),
  );

export function DocumentsView({ resume, token, language, variant, notice }: DocumentsViewProps) {
  const { t } = useTranslation('subscribe');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = `${resume.form.fname} ${resume.form.lname}`.trim();
  const documents = printableNow(resume);
  const price =
    resume.group?.priceCents == null
      ? null
      : new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(resume.group.priceCents / 100);
  const state = resume.subscription.state;
  // Only what the club has not ticked at the counter yet: MISSING_DOC lists what is missing
  // (docs/product.md#subscription-states).
  const toBring = resume.documents.toBring;

  // After sending, the focus leaves the vanished form for the news.
  useEffect(() => {
    if (variant === 'success') headingRef.current?.focus();
  }, [variant]);

  return (
    <Box sx={column(2.5)}>
      {notice !== undefined && <Alert severity="info">{notice}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleOutline aria-hidden color={variant === 'success' ? 'success' : 'primary'} sx={{ fontSize: 36, mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
              {t(variant === 'success' ? 'done.successTitle' : 'done.alreadyTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {variant === 'success' ? t('done.successBody') : t('done.alreadyBody', { name, season: resume.season.label })}
            </Typography>
            {variant === 'already' && (state === 'STARTED' || state === 'MISSING_DOC' || state === 'DONE') && (
              <Typography sx={{ mt: 1, fontWeight: 600 }}>{t(`done.state.${state}`)}</Typography>
            )}
          </Box>
        </Box>
      </Paper>

      {state !== 'DONE' && <FamilySpaceCard email={resume.form.guardianEmail} />}

      <Paper variant="outlined" component="section" aria-labelledby="documents-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography id="documents-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('done.documentsHeading')}
        </Typography>
        <Box component="ul" sx={{ ...column(1), listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => {
            const title = t(`done.documents.${document}`);
            return (
              <Box
                component="li"
                key={document}
                sx={{
                  display: 'flex',
                  alignItems: 'stretch',
                  minHeight: 56,
                  border: 1,
                  borderColor: '#d5e3ef',
                  borderRadius: 2,
                  overflow: 'hidden',
                  '& a': { color: 'text.primary', textDecoration: 'none', display: 'flex', alignItems: 'center' },
                  '& a:hover': { bgcolor: '#eef5fb' },
                  '& a:focus-visible': { outline: '3px solid #f5a623', outlineOffset: -3 },
                }}
              >
                {/* Opens in a new tab, where a phone shows the PDF (the server sends it inline). */}
                <Box
                  component="a"
                  href={subscriptionDocumentUrl(resume.subscription.id, document, token, language)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ flex: 1, gap: 1.5, px: 1.5, minWidth: 0 }}
                >
                  <PictureAsPdfOutlined aria-hidden sx={{ color: '#c62828' }} />
                  <Box component="span" sx={{ flex: 1, fontWeight: 600 }}>
                    {title}
                    <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: 13, color: 'text.secondary' }}>
                      {t('done.pdf')}
                    </Box>
                  </Box>
                </Box>
                <Box
                  component="a"
                  href={subscriptionDocumentUrl(resume.subscription.id, document, token, language, { download: true })}
                  download
                  aria-label={t('done.download', { document: title })}
                  title={t('done.download', { document: title })}
                  sx={{ justifyContent: 'center', minWidth: 56, borderLeft: 1, borderColor: '#d5e3ef' }}
                >
                  <Box component="span" aria-hidden sx={{ color: 'primary.main', fontSize: 22, fontWeight: 700 }}>
                    ↓
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="bring-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography id="bring-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('done.bringHeading')}
        </Typography>
        {toBring.length === 0 ? (
          <Typography>{t('done.nothingToBring')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { py: 0.5 } }}>
            {toBring.map((item) => (
              <li key={item}>
                {t(`done.bring.${item}`)}
                {item === 'payment' && price !== null && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    ({t('done.price', { price })})
                  </Box>
                )}
              </li>
            ))}
          </Box>
        )}
        {!documents.includes('attestation') && resume.documents.checklist.includes('payment') && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('done.attestationNote')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
