import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { isLanguage, type Language } from '@/lib/language';
import { linkProblemOf, resumeKey, useResume } from '../api/resume';
import { LinkProblemView } from './LinkProblemView';
import { PublicLayout } from '@/components/public/PublicLayout';
import { SubscriptionWizard } from './SubscriptionWizard';

type Outcome = 'editing' | 'submitted' | 'alreadySubmitted';

/**
 * Shown once the form is sent, or for a subscription past it: its own chunk, out of the form's
 * first load (the server renders only a form still to fill, docs/architecture.md#server-rendered-login).
 */
const DocumentsView = lazy(() => import('./DocumentsView').then((module) => ({ default: module.DocumentsView })));

/**
 * The family's page: the form while the subscription is SCHEDULED, otherwise the read-only
 * view with its documents; a friendly page for a link that no longer works.
 */
export function SubscribeScreen({ token }: { token: string }) {
  const { t, i18n } = useTranslation('subscribe');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const queryClient = useQueryClient();
  const resume = useResume(token);
  const [outcome, setOutcome] = useState<Outcome>('editing');
  const data = resume.data;

  // The subscription has moved on: fetch it again for its documents.
  const finish = (next: Outcome) => {
    setOutcome(next);
    void queryClient.invalidateQueries({ queryKey: resumeKey(token) });
  };

  const title =
    data === undefined
      ? t('pageTitle')
      : t(data.isNew ? 'title.new' : 'title.renewal', { name: `${data.form.fname} ${data.form.lname}`.trim() });
  const details =
    data === undefined
      ? []
      : [t('season', { label: data.season.label }), ...(data.group === null ? [] : [t('group', { name: data.group.name })])];

  let content;
  if (data !== undefined) {
    if (outcome === 'submitted') {
      content = <DocumentsView resume={data} token={token} language={language} variant="success" />;
    } else if (outcome === 'alreadySubmitted' || !data.fillable) {
      content = (
        <DocumentsView
          resume={data}
          token={token}
          language={language}
          variant="already"
          notice={outcome === 'alreadySubmitted' ? t('failure.alreadySubmitted') : undefined}
        />
      );
    } else {
      content = (
        <SubscriptionWizard
          resume={data}
          token={token}
          language={language}
          onSubmitted={() => finish('submitted')}
          onAlreadySubmitted={() => finish('alreadySubmitted')}
        />
      );
    }
  } else if (resume.isError) {
    const problem = linkProblemOf(resume.error);
    content =
      problem === null ? <ErrorState error={resume.error} onRetry={() => void resume.refetch()} /> : <LinkProblemView problem={problem} />;
  } else {
    content = <LoadingState label={t('loading')} />;
  }

  return (
    <PublicLayout title={title} details={details}>
      <Suspense fallback={<LoadingState label={t('loading')} />}>{content}</Suspense>
    </PublicLayout>
  );
}
