import type { ResumeDto } from '@club/domain';
import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Language } from '@/lib/language';
import { initialValues, layoutFor, MemberStep, subscriptionResolver, type FormValues } from '@/features/subscribe';

interface ChildFormProps {
  resume: ResumeDto;
  /** Its step is on screen. */
  active: boolean;
  language: Language;
  headingRef: Ref<HTMLHeadingElement>;
  /** The child's form, for the pass to check and send it. */
  formRef: Ref<UseFormReturn<FormValues>>;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One child's form, kept for the whole pass (its step shows only while it is the current one), so
 * what the parent typed is still there when they come back. Checked with the link page's own
 * resolver, for this child's birth date as typed.
 */
export function ChildForm({ resume, active, language, headingRef, formRef, onDirtyChange }: ChildFormProps) {
  const [resolver] = useState(() => subscriptionResolver((values) => layoutFor(values.birthDate, resume)));
  const form = useForm<FormValues>({
    defaultValues: initialValues(resume.form),
    resolver,
    mode: 'onSubmit',
    // Errors show on "next" and on sending, never while typing; focus clears them.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useImperativeHandle(formRef, () => form, [form]);
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const layout = useMemo(() => layoutFor(birthDate, resume), [birthDate, resume]);
  const { isDirty } = useFormState({ control: form.control });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return active ? <MemberStep form={form} resume={resume} layout={layout} language={language} headingRef={headingRef} /> : null;
}
