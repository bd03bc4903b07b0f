import type { ResumeDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useFormState, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import type { Language } from '@/lib/language';
import {
  ContactStep,
  focusFromForm,
  initialValues,
  inFormOrder,
  layoutFor,
  subscriptionResolver,
  type FieldName,
  type FormLayout,
  type FormValues,
} from '@/features/subscribe';
import { useSubmitFamilyForms } from './api';
import { ChildForm } from './ChildForm';
import { FamilyAddressStep, type AcceptedFor } from './FamilyAddressStep';
import {
  ADDRESS_FIELDS,
  addressStep,
  CONTACT_FIELDS,
  contactStep,
  formToSend,
  memberFieldsFor,
  placeServerErrors,
  sharedLayout,
  sharedStepOf,
  stepCount,
  type OpenableDocument,
} from './model';

interface FamilyFormsWizardProps {
  /** The forms waiting, eldest first. */
  resumes: readonly ResumeDto[];
  language: Language;
  /** The server took every form. */
  onSubmitted: (names: string[]) => void;
  /** A form is no longer the family's or no longer waiting (404), or was sent with other answers (409). */
  onOutdated: () => void;
}

type Failure = { kind: 'fields' } | { kind: 'missingData' } | { kind: 'network' } | { kind: 'other'; error: unknown };

const nameOf = (resume: ResumeDto) => `${resume.form.fname} ${resume.form.lname}`.trim();

/** Puts the cursor in a field, keeping its error (the parent did not put it there). */
const focusField = (root: HTMLElement | null, name: FieldName) => {
  const input = root?.querySelector<HTMLInputElement>(`[name="${name}"]`);
  // A locked acceptance cannot take focus: its document link does.
  const target = input?.disabled === true ? root?.querySelector<HTMLElement>(`#${name}-document`) : input;
  if (target === null || target === undefined) return;
  focusFromForm(() => target.focus());
  target.scrollIntoView?.({ block: 'center' });
};

/**
 * The pass (docs/product.md#family-forms): one step per child over that child's own form, then the
 * contact and the address over one shared form, then one request carrying every child's complete
 * form. Each step is checked with the link page's rules before the next; nothing is written to
 * storage, and a reload is warned against instead.
 */
export function FamilyFormsWizard({ resumes, language, onSubmitted, onOutdated }: FamilyFormsWizardProps) {
  const { t } = useTranslation(['family', 'subscribe']);
  const errorText = useErrorText();
  const count = resumes.length;
  const total = stepCount(count);
  const children = useRef<(UseFormReturn<FormValues> | null)[]>([]);

  /** Each child's layout for its birth date as typed. Read in handlers only: the forms live in the steps' hosts. */
  const currentLayouts = useCallback(
    (): FormLayout[] =>
      resumes.map((resume, index) => layoutFor(children.current[index]?.getValues('birthDate') ?? resume.form.birthDate, resume)),
    [resumes],
  );
  const [layouts, setLayouts] = useState<FormLayout[]>(() => resumes.map((resume) => layoutFor(resume.form.birthDate, resume)));

  // The contact and the address as the club has them for the eldest; the same for brothers and sisters.
  const [sharedInitial] = useState(() => initialValues(resumes[0]!.form));
  // What the shared steps ask follows every child's birth date as typed.
  const sharedResolver = useCallback<Resolver<FormValues>>(
    (values, context, options) => subscriptionResolver(() => sharedLayout(currentLayouts()))(values, context, options),
    [currentLayouts],
  );
  const shared = useForm<FormValues>({
    defaultValues: sharedInitial,
    resolver: sharedResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const submit = useSubmitFamilyForms();

  const [step, setStep] = useState(0);
  const [showSecond, setShowSecond] = useState(() => sharedInitial.secondGuardianEmail !== '' || sharedInitial.secondGuardianPhone !== '');
  const [opened, setOpened] = useState<ReadonlySet<OpenableDocument>>(new Set());
  const [failure, setFailure] = useState<Failure | null>(null);

  const topRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnRender = useRef(false);
  const focusFieldOnRender = useRef<FieldName | null>(null);
  const busy = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // A reload or a closed tab would lose the answers: the browser asks first.
  const [dirtyChildren, setDirtyChildren] = useState<ReadonlySet<number>>(new Set());
  const dirtyHandlers = useMemo(
    () =>
      resumes.map(
        (_, index) => (dirty: boolean) =>
          setDirtyChildren((previous) => {
            if (previous.has(index) === dirty) return previous;
            const next = new Set(previous);
            if (dirty) next.add(index);
            else next.delete(index);
            return next;
          }),
      ),
    [resumes],
  );
  const { isDirty: sharedDirty } = useFormState({ control: shared.control });
  const dirty = sharedDirty || dirtyChildren.size > 0;
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

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
      topRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [step, focusRequest]);

  const show = (next: number, field: FieldName | null) => {
    if (next >= count) {
      setLayouts(currentLayouts());
      // "This is me" offers the eldest's names as typed on its step.
      const eldest = children.current[0];
      if (eldest) {
        shared.setValue('fname', eldest.getValues('fname'));
        shared.setValue('lname', eldest.getValues('lname'));
      }
    }
    if (field === null) focusHeadingOnRender.current = true;
    else focusFieldOnRender.current = field;
    if (field === 'secondGuardianEmail' || field === 'secondGuardianPhone') setShowSecond(true);
    setStep(next);
    setFocusRequest((value) => value + 1);
  };

  const goToStep = (next: number) => {
    // A banner about the last attempt does not follow the parent to another step.
    setFailure(null);
    show(next, null);
  };

  /** The form a step is checked on, and its fields. */
  const stepForm = (index: number): { form: UseFormReturn<FormValues> | null; fields: FieldName[] } => {
    if (index < count) return { form: children.current[index] ?? null, fields: memberFieldsFor(currentLayouts()[index]!) };
    return { form: shared, fields: [...(index === contactStep(count) ? CONTACT_FIELDS : ADDRESS_FIELDS)] };
  };

  /** Checks a step; shows its first field in error when it fails. */
  const checkStep = async (index: number): Promise<boolean> => {
    const { form, fields } = stepForm(index);
    if (form === null) return true;
    if (await form.trigger(fields)) return true;
    const [first] = inFormOrder(fields.filter((name) => form.getFieldState(name).error !== undefined));
    show(index, first ?? null);
    return false;
  };

  const send = async () => {
    setFailure(null);
    const sharedValues = shared.getValues();
    const nowLayouts = currentLayouts();
    const forms = resumes.map((resume, index) => {
      const child = children.current[index]?.getValues() ?? initialValues(resume.form);
      return formToSend(child, sharedValues, nowLayouts[index]!);
    });
    try {
      await submit.mutateAsync({ language, forms: forms as unknown as Record<string, unknown>[] });
      onSubmitted(resumes.map((resume, index) => `${forms[index]!.fname} ${forms[index]!.lname}`.trim() || nameOf(resume)));
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
    if (error.status === 404 || error.status === 409) {
      onOutdated();
      return;
    }
    if (error.status === 401) return;
    const placed = placeServerErrors(error.fields, count);
    let first: { step: number; field: FieldName } | null = null;
    for (const [index, fields] of [...placed.children.entries()].sort(([a], [b]) => a - b)) {
      const form = children.current[index];
      if (!form) continue;
      for (const [field, message] of Object.entries(fields)) form.setError(field as FieldName, { type: 'server', message });
      const [firstField] = inFormOrder(Object.keys(fields));
      if (first === null && firstField !== undefined) first = { step: index, field: firstField };
    }
    for (const [field, message] of Object.entries(placed.shared)) shared.setError(field as FieldName, { type: 'server', message });
    if (first === null) {
      const [firstShared] = inFormOrder(Object.keys(placed.shared));
      if (firstShared !== undefined) first = { step: sharedStepOf(firstShared, count), field: firstShared };
    }
    if (error.code === 'MISSING_DATA') setFailure({ kind: 'missingData' });
    else if (first !== null) setFailure({ kind: 'fields' });
    else setFailure({ kind: 'other', error });
    if (first !== null) show(first.step, first.field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double tap sends once: the second submit finds the first one under way.
    if (busy.current || submit.isPending) return;
    busy.current = true;
    try {
      if (step < total - 1) {
        if (await checkStep(step)) goToStep(step + 1);
        return;
      }
      // Every step again, in order: a child's birth date may have changed what the others ask.
      for (let index = 0; index < total; index += 1) if (!(await checkStep(index))) return;
      await send();
    } finally {
      busy.current = false;
    }
  };

  const names = resumes.map(nameOf);
  const listFormat = useMemo(() => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }), [language]);
  const listOf = useCallback((items: readonly string[]) => listFormat.format(items), [listFormat]);
  const combined = sharedLayout(layouts);
  const acceptedBy = (document: OpenableDocument) => names.filter((_, index) => layouts[index]?.mustAccept[document] === true);
  const acceptedFor: AcceptedFor = {
    rules: acceptedBy('rules'),
    codeOfConduct: acceptedBy('codeOfConduct'),
    guardianCodeOfConduct: acceptedBy('guardianCodeOfConduct'),
  };

  const stepLabel =
    step < count
      ? names[step]
      : step === contactStep(count)
        ? t(combined.contactLabel === 'GUARDIAN' ? 'subscribe:steps.guardian' : 'subscribe:steps.contact')
        : t('subscribe:address.heading');
  const last = step === total - 1;

  const failureText = (shown: Failure): string => {
    if (shown.kind === 'other') return errorText(shown.error);
    return t(`subscribe:failure.${shown.kind}`);
  };

  return (
    <Box ref={topRef} sx={{ scrollMarginTop: 8 }}>
      <Box sx={{ mb: 2.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('forms.progress', { current: step + 1, total })}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {` · ${stepLabel ?? ''}`}
          </Box>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / total) * 100}
          aria-label={t('forms.progressLabel')}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('forms.title')}>
        {resumes.map((resume, index) => (
          <ChildForm
            key={resume.subscription.id}
            resume={resume}
            active={step === index}
            language={language}
            headingRef={headingRef}
            formRef={(form) => {
              children.current[index] = form;
            }}
            onDirtyChange={dirtyHandlers[index]!}
          />
        ))}
        {step === contactStep(count) && (
          <ContactStep
            form={shared}
            layout={combined}
            memberName={listOf(names)}
            showSecond={showSecond}
            onShowSecond={() => {
              setShowSecond(true);
              focusFieldOnRender.current = 'secondGuardianEmail';
              setFocusRequest((value) => value + 1);
            }}
            onRemoveSecond={() => {
              shared.setValue('secondGuardianEmail', '', { shouldDirty: true });
              shared.setValue('secondGuardianPhone', '', { shouldDirty: true });
              shared.clearErrors(['secondGuardianEmail', 'secondGuardianPhone']);
              setShowSecond(false);
            }}
            headingRef={headingRef}
          />
        )}
        {step === addressStep(count) && (
          <FamilyAddressStep
            form={shared}
            acceptedFor={acceptedFor}
            listOf={listOf}
            privacy={resumes[0]!.privacy}
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
                  {t('subscribe:actions.retry')}
                </Button>
              ) : undefined
            }
          >
            {failureText(failure)}
          </Alert>
        )}

        <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
          {step > 0 && (
            <Button variant="outlined" size="large" onClick={() => goToStep(step - 1)} disabled={submit.isPending}>
              {t('subscribe:actions.back')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 220 }, ml: 'auto' }}
            // The second click of a double tap (detail 2) would act on the next step's fields at once.
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
            loading={submit.isPending}
            loadingPosition="end"
          >
            {last
              ? t(submit.isPending ? 'subscribe:actions.sending' : count === 1 ? 'forms.submitOne' : 'forms.submitMany', { count })
              : t('subscribe:actions.next')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
