import { CLOSURE_LABEL_MAX, closureSchema, DATE_FORMAT } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { usePickerField } from '@/components/usePickerField';
import { isApiError } from '@/lib/api';
import { useCreateClosure } from '../api/createClosure';
import { useLocations } from '../api/getLocations';
import { DAY_TEXT, formFieldOf } from './dayText';
import { usePlanningText } from './usePlanningText';

interface ClosureFormValues {
  fromDay: string;
  toDay: string;
  /** Empty: every pool. */
  location: string;
  label: string;
}

const FIELDS = ['fromDay', 'toDay', 'location', 'label'] as const;

/** Adds a closure: a range of days, one pool or all, and a label (docs/product.md#planning). */
export function ClosureForm({ today }: { today: string }) {
  const { t, message, failureText } = usePlanningText();
  const toast = useToast();
  const create = useCreateClosure();
  const locations = useLocations();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ClosureFormValues>({ defaultValues: { fromDay: today, toDay: today, location: '', label: '' } });
  const fromDay = usePickerField(form, 'fromDay', DAY_TEXT);
  const toDay = usePickerField(form, 'toDay', DAY_TEXT);
  const { errors } = form.formState;
  const errorOf = (key: string | undefined) => (key === undefined ? undefined : message(key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    form.clearErrors();
    const values = form.getValues();
    const parsed = closureSchema.safeParse({ ...values, location: values.location === '' ? null : values.location });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path.join('.'), FIELDS);
        if (field !== undefined && form.getFieldState(field).error === undefined) form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const closure = await create.mutateAsync(parsed.data);
      toast.success(t('planning:closures.added', { label: closure.label }));
      form.reset({ fromDay: today, toDay: today, location: '', label: '' });
    } catch (error) {
      let placed = false;
      if (isApiError(error)) {
        for (const [serverField, key] of Object.entries(error.fields)) {
          const field = formFieldOf(serverField, FIELDS);
          if (field === undefined) continue;
          form.setError(field, { type: 'server', message: key });
          placed = true;
        }
      }
      if (!placed) setFailure(error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="planning-closure-form-title">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <DatePicker
          label={t('planning:closures.fromDay')}
          value={fromDay.value}
          format={DATE_FORMAT}
          onChange={fromDay.onChange}
          inputRef={fromDay.inputRef}
          slotProps={{ textField: { ...fromDay.textField, helperText: errorOf(errors.fromDay?.message) } }}
        />
        <DatePicker
          label={t('planning:closures.toDay')}
          value={toDay.value}
          format={DATE_FORMAT}
          onChange={toDay.onChange}
          inputRef={toDay.inputRef}
          slotProps={{ textField: { ...toDay.textField, helperText: errorOf(errors.toDay?.message) } }}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={t('planning:closures.pool')}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                form.clearErrors('location');
                field.onChange(event.target.value);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={errorOf(fieldState.error?.message)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="" sx={{ minHeight: 44 }}>
                {t('planning:closures.everyPool')}
              </MenuItem>
              {(locations.data ?? []).map((location) => (
                <MenuItem key={location} value={location} sx={{ minHeight: 44 }}>
                  {location}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="label"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              required
              label={t('planning:closures.label')}
              {...field}
              onFocus={() => form.clearErrors('label')}
              error={fieldState.error !== undefined}
              helperText={errorOf(fieldState.error?.message) ?? t('planning:closures.labelHelp')}
              slotProps={{ htmlInput: { maxLength: CLOSURE_LABEL_MAX } }}
            />
          )}
        />
      </Box>
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failureText(failure)}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ mt: 2 }}>
        {t('planning:closures.submit')}
      </Button>
    </form>
  );
}
