import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useController, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerFormTakenOver } from './useServerFormTakenOver';

interface Values {
  name: string;
  country: string;
  remember: boolean;
  size: string;
}

let kept: UseFormReturn<Values> | undefined;
const keep = (form: UseFormReturn<Values>) => {
  kept = form;
};

/**
 * A form as the server renders it, its fields bound as the app's are (useController): a text, a
 * field showing a name for its code (as CountryField), a checkbox, a select.
 */
function ServerForm({ onForm }: { onForm: (form: UseFormReturn<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: { name: 'Léa', country: 'FR', remember: true, size: '' } });
  const element = useRef<HTMLFormElement>(null);
  useServerFormTakenOver(form, element);
  useEffect(() => onForm(form), [form, onForm]);
  const name = useController({ control: form.control, name: 'name' }).field;
  const remember = useController({ control: form.control, name: 'remember' }).field;
  const size = useController({ control: form.control, name: 'size' }).field;
  return (
    <form ref={element} method="post">
      <input name={name.name} value={name.value} onChange={name.onChange} />
      <input name="country" value="France" readOnly />
      <input type="checkbox" name={remember.name} checked={remember.value} onChange={(event) => remember.onChange(event.target.checked)} />
      <select name={size.name} value={size.value} onChange={size.onChange}>
        <option value="">Choose</option>
        <option value="S">S</option>
      </select>
    </form>
  );
}

describe('a form the server rendered, once React takes it over', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    kept = undefined;
  });

  const hydrateAfter = (typing: (form: HTMLFormElement) => void) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerForm onForm={keep} />);
    document.body.append(container);
    typing(container.querySelector('form')!);
    act(() => {
      root = hydrateRoot(container, <ServerForm onForm={keep} />);
    });
    return container.querySelector('form')!;
  };

  it('takes what was typed before into its state, and leaves a field whose text is not its value', () => {
    hydrateAfter((form) => {
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Léane';
      (form.elements.namedItem('country') as HTMLInputElement).value = 'Fran';
      (form.elements.namedItem('remember') as HTMLInputElement).checked = false;
      (form.elements.namedItem('size') as HTMLSelectElement).value = 'S';
    });
    expect(kept?.getValues()).toEqual({ name: 'Léane', country: 'FR', remember: false, size: 'S' });
    expect(kept?.getFieldState('name').isDirty).toBe(true);
  });

  it('changes nothing when nothing was typed', () => {
    hydrateAfter(() => undefined);
    expect(kept?.getValues()).toEqual({ name: 'Léa', country: 'FR', remember: true, size: '' });
  });

  it('tells the page the form is taken over, for a submission held back meanwhile', () => {
    const told: Event[] = [];
    document.addEventListener('club:form-taken-over', (event) => told.push(event));
    hydrateAfter(() => undefined);
    expect(told).toHaveLength(1);
  });
});
