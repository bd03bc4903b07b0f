import type { FamilyMemberDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/LoadingState';
import { familyKeys } from '../api/queryKeys';
import { familyFormsKey } from './api';

// The forms, their steps and the link page's model load when a family first opens them: the home shows without them.
const FamilyFormsDialog = lazy(() => import('./FamilyFormsDialog').then((module) => ({ default: module.FamilyFormsDialog })));

type Outcome = { kind: 'sent'; names: string[] } | { kind: 'outdated' };

/**
 * On the home, while members' forms wait to be filled (SCHEDULED): a card naming them that opens
 * the forms in one pass (docs/product.md#family-forms); once sent, a confirmation in its place.
 */
export function FormsToFill({ members }: { members: readonly FamilyMemberDto[] }) {
  const { t, i18n } = useTranslation('family');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Opened once, the pass stays (hidden when closed) so what was typed is kept.
  const [started, setStarted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const waiting = members.filter((member) => member.subscription?.state === 'SCHEDULED');
  const listFormat = useMemo(() => new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }), [i18n.language]);
  const names = listFormat.format(waiting.map((member) => `${member.firstName} ${member.lastName}`));

  // The button that opened the forms is gone: focus goes to what happened instead.
  useEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);

  const close = () => {
    setOpen(false);
    setStarted(false);
  };

  return (
    <>
      {outcome !== null && (
        <Alert
          ref={outcomeRef}
          tabIndex={-1}
          severity={outcome.kind === 'sent' ? 'success' : 'warning'}
          role="status"
          onClose={() => setOutcome(null)}
        >
          {outcome.kind === 'sent'
            ? t(outcome.names.length === 1 ? 'forms.sentOne' : 'forms.sentMany', { names: listFormat.format(outcome.names) })
            : t('forms.outdated')}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Paper
          component="section"
          aria-labelledby="family-forms-title"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'primary.main', display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Typography id="family-forms-title" variant="h6" component="h2">
            {t('forms.title')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t(waiting.length === 1 ? 'forms.introOne' : 'forms.introMany', { names })}
          </Typography>
          <Button
            variant="contained"
            size="large"
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            onClick={() => {
              setOutcome(null);
              setStarted(true);
              setOpen(true);
            }}
          >
            {t(waiting.length === 1 ? 'forms.fillInOne' : 'forms.fillInMany')}
          </Button>
        </Paper>
      )}
      {started && (
        <Suspense fallback={<LoadingState label={t('forms.loading')} />}>
          <FamilyFormsDialog
            open={open}
            onClose={() => setOpen(false)}
            onSubmitted={(sentNames) => {
              close();
              setOutcome({ kind: 'sent', names: sentNames });
            }}
            onOutdated={() => {
              close();
              // The forms and the home are read again: what still waits shows as it is now.
              queryClient.removeQueries({ queryKey: familyFormsKey() });
              void queryClient.invalidateQueries({ queryKey: familyKeys.home() });
              setOutcome({ kind: 'outdated' });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
