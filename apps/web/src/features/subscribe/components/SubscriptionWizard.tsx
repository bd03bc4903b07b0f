import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerFormTakenOver } from '@/components/form/useServerFormTakenOver';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import type { Language } from '@/lib/language';
import { linkProblemOf, linkProblemTexts, type LinkProblem } from '../api/resume';
import type { ResumeDto } from '@club/domain';
import { useSubmitSubscription } from '../api/submit';
import { focusFromForm } from '../model/focus';
import { initialValues, toSubmitted, type FieldName, type FormValues } from '../model/formValues';
import { layoutFor } from '../model/layout';
import { subscriptionResolver } from '../model/resolver';
import { inFormOrder, LAST_STEP, STEPS, stepOfField } from '../model/steps';
import { AddressStep, type OpenableDocument } from './AddressStep';
import { ContactStep } from './ContactStep';
import { MemberStep } from './MemberStep';
import { StepProgress } from './StepProgress';

interface SubscriptionWizardProps {
  resume: ResumeDto;
  token: string;
  language: Language;
  /** The server took the form. */
  onSubmitted: () => void;
  /** The server says the form was already sent (409): the page shows where it stands. */
  onAlreadySubmitted: () => void;
}

type Failure =
  | { kind: 'fields' }
  | { kind: 'missingData' }
  | { kind: 'network' }
  | { kind: 'link'; problem: LinkProblem }
  | { kind: 'other'; error: unknown };

/** Puts the cursor in a field, keeping its error (the parent did not put it there). */
const focusField = (root: HTMLElement | null, name: FieldName) => {
  const input = root?.querySelector<HTMLInputElement>(`[name="${name}"]`);
  // A locked acceptance cannot take focus: its document link does.
  const target = input?.disabled === true ? root?.querySelector<HTMLElement>(`#${name}-document`) : input;
  if (target === null || target === undefined) return;
  focusFromForm(() => target.focus());
  target.scrollIntoView?.({ block: 'center' });
};

/** A decorative arrow beside a button's text (MUI's icons would each add a chunk). */
function Arrow({ children, after = false }: { children: string; after?: boolean }) {
  return (
    <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1, [after ? 'ml' : 'mr']: 1 }}>
      {children}
    </Box>
  );
}

const hasSecondContact = (values: FormValues): boolean => values.secondGuardianEmail !== '' || values.secondGuardianPhone !== '';

/**
 * The three steps of docs/product.md#family-form over one react-hook-form, so what the parent typed stays in memory
 * from step to step. Each step is checked with the domain schema before the next; the last one
 * sends once, however many taps. Nothing is written to storage (a child's data, a token): a
 * reload or a closed tab is warned against instead.
 */
export function SubscriptionWizard({ resume, token, language, onSubmitted, onAlreadySubmitted }: SubscriptionWizardProps) {
  const { t } = useTranslation('subscribe');
  const errorText = useErrorText();
  const initial = useMemo(() => initialValues(resume.form), [resume.form]);
  const [resolver] = useState(() => subscriptionResolver((values) => layoutFor(values.birthDate, resume)));
  const form = useForm<FormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    // Errors show on "next" and on sending, never while typing; focus clears them.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const layout = useMemo(() => layoutFor(birthDate, resume), [birthDate, resume]);
  const { isDirty } = useFormState({ control: form.control });
  const submit = useSubmitSubscription();

  const [step, setStep] = useState(0);
  const [showSecond, setShowSecond] = useState(() => hasSecondContact(initial));
  const [opened, setOpened] = useState<ReadonlySet<OpenableDocument>>(new Set());
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  const topRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resetButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnRender = useRef(false);
  const focusFieldOnRender = useRef<FieldName | null>(null);
  const busy = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  useServerFormTakenOver(form, formRef);

  // A reload or a closed tab would lose the answers: the browser asks first.
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value here to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // Focus moves once the step is on screen (and its errors are): its heading, or the field to correct.
  useEffect(() => {
    const field = focusFieldOnRender.current;
    focusFieldOnRender.current = null;
    if (field !== null) {
      focusField(formRef.current, field);
      return;
    }
    if (focusHeadingOnRender.current) {
      focusHeadingOnRender.current = false;
      headingRef.current?.focus({ preventScroll: true });
      // The new step from its top, progress included.
      topRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [step, focusRequest]);

  const goToStep = (next: number) => {
    // A banner about the last attempt does not follow the parent to another step.
    setFailure(null);
    focusHeadingOnRender.current = true;
    setStep(next);
    setFocusRequest((count) => count + 1);
  };

  /** Shows the step of the first field in error and puts the cursor there. */
  const showFirstError = (names: Iterable<string>): boolean => {
    const [first] = inFormOrder(names);
    if (first === undefined) return false;
    if (first === 'secondGuardianEmail' || first === 'secondGuardianPhone') setShowSecond(true);
    focusFieldOnRender.current = first;
    setStep(stepOfField(first));
    setFocusRequest((count) => count + 1);
    return true;
  };

  const fieldsOf = (index: number): FieldName[] =>
    (STEPS[index]?.fields ?? []).filter((name) => name !== 'instagramHandle' || layout.showInstagram);

  const invalidFields = (names: readonly FieldName[]): FieldName[] => names.filter((name) => form.getFieldState(name).error !== undefined);

  const send = async () => {
    setFailure(null);
    const values = form.getValues();
    try {
      await submit.mutateAsync({ ...toSubmitted(values, layoutFor(values.birthDate, resume).showInstagram), token, language });
      onSubmitted();
    } catch (error) {
      handleFailure(error);
    }
  };

  const handleFailure = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure({ kind: 'other', error });
      return;
    }
    if (error.isNetworkFailure) {
      setFailure({ kind: 'network' });
      return;
    }
    if (error.status === 409) {
      onAlreadySubmitted();
      return;
    }
    // The link was replaced or expired while the form was open: the answers stay on screen.
    const problem = linkProblemOf(error);
    if (problem !== null) {
      setFailure({ kind: 'link', problem });
      return;
    }
    const placed: string[] = [];
    for (const [field, message] of Object.entries(error.fields)) {
      if (stepOfField(field) < 0) continue;
      form.setError(field as FieldName, { type: 'server', message });
      placed.push(field);
    }
    if (error.code === 'MISSING_DATA') setFailure({ kind: 'missingData' });
    else if (placed.length > 0) setFailure({ kind: 'fields' });
    else setFailure({ kind: 'other', error });
    showFirstError(placed);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double tap sends once: the second submit finds the first one under way.
    if (busy.current || submit.isPending) return;
    busy.current = true;
    try {
      if (step < LAST_STEP) {
        const names = fieldsOf(step);
        if (await form.trigger(names)) goToStep(step + 1);
        else showFirstError(invalidFields(names));
        return;
      }
      // Every step again: a field of an earlier step may have become invalid since.
      const all = STEPS.flatMap((_, index) => fieldsOf(index));
      if (!(await form.trigger(all))) {
        showFirstError(invalidFields(all));
        return;
      }
      await send();
    } finally {
      busy.current = false;
    }
  };

  const back = () => goToStep(Math.max(0, step - 1));

  const reset = () => {
    setConfirmReset(false);
    form.reset(initial);
    setShowSecond(hasSecondContact(initial));
    setOpened(new Set());
    submit.reset();
    goToStep(0);
  };

  const revealSecond = () => {
    setShowSecond(true);
    focusFieldOnRender.current = 'secondGuardianEmail';
    setFocusRequest((count) => count + 1);
  };

  const removeSecond = () => {
    form.setValue('secondGuardianEmail', '', { shouldDirty: true });
    form.setValue('secondGuardianPhone', '', { shouldDirty: true });
    form.clearErrors(['secondGuardianEmail', 'secondGuardianPhone']);
    setShowSecond(false);
  };

  const failureText = (shown: Failure): string => {
    switch (shown.kind) {
      case 'other':
        return errorText(shown.error);
      case 'link': {
        const texts = linkProblemTexts(shown.problem);
        return `${t(texts.title)}. ${t(texts.body)}`;
      }
      default:
        return t(`failure.${shown.kind}`);
    }
  };

  const memberName = `${resume.form.fname} ${resume.form.lname}`.trim();
  const stepLabels = [t('steps.member'), t(layout.contactLabel === 'GUARDIAN' ? 'steps.guardian' : 'steps.contact'), t('steps.address')];
  const last = step === LAST_STEP;

  return (
    <Box ref={topRef} sx={{ scrollMarginTop: 8 }}>
      <StepProgress labels={stepLabels} current={step} />
      <Paper
        component="form"
        ref={formRef}
        // Never sent by the browser's own means with the child's data in an address (docs/architecture.md#server-rendered-login).
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('pageTitle')}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 8 }}
      >
        {step === 0 && <MemberStep form={form} resume={resume} layout={layout} language={language} headingRef={headingRef} />}
        {step === 1 && (
          <ContactStep
            form={form}
            layout={layout}
            memberName={memberName}
            showSecond={showSecond}
            onShowSecond={revealSecond}
            onRemoveSecond={removeSecond}
            headingRef={headingRef}
          />
        )}
        {step === 2 && (
          <AddressStep
            form={form}
            layout={layout}
            privacy={resume.privacy}
            language={language}
            opened={opened}
            onOpen={(document) => setOpened((previous) => new Set(previous).add(document))}
            headingRef={headingRef}
          />
        )}

        {failure !== null && (
          <Alert
            severity={failure.kind === 'network' ? 'warning' : 'error'}
            role="alert"
            sx={{ mt: 3 }}
            action={
              failure.kind === 'network' ? (
                <Button color="inherit" size="small" type="submit">
                  {t('actions.retry')}
                </Button>
              ) : undefined
            }
          >
            {failureText(failure)}
          </Alert>
        )}

        <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
          {step > 0 && (
            <Button variant="outlined" size="large" onClick={back} disabled={submit.isPending}>
              <Arrow>←</Arrow>
              {t('actions.back')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 220 }, ml: 'auto', whiteSpace: 'nowrap' }}
            // The second click of a double tap (detail 2) would act on the next step's fields at once.
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
            loading={submit.isPending}
            loadingPosition="end"
          >
            {last ? t(submit.isPending ? 'actions.sending' : 'actions.submit') : t('actions.next')}
            {!last && <Arrow after>→</Arrow>}
          </Button>
        </Box>
        {confirmReset ? (
          <Alert
            severity="warning"
            role="group"
            aria-labelledby="reset-title"
            sx={{ mt: 2.5 }}
            action={
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: 'stretch' }}>
                <Button
                  color="inherit"
                  autoFocus
                  onClick={() => {
                    setConfirmReset(false);
                    requestAnimationFrame(() => resetButtonRef.current?.focus());
                  }}
                >
                  {t('common:actions.cancel')}
                </Button>
                <Button color="warning" variant="contained" onClick={reset}>
                  {t('actions.resetConfirm')}
                </Button>
              </Box>
            }
          >
            <AlertTitle id="reset-title">{t('actions.resetTitle')}</AlertTitle>
            {t('actions.resetMessage')}
          </Alert>
        ) : (
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
            <Button ref={resetButtonRef} color="inherit" size="small" onClick={() => setConfirmReset(true)} disabled={submit.isPending}>
              {t('actions.reset')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
