import { countries, countryName, type CountryOption } from '@club/domain';
import Box from '@mui/material/Box';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { Language } from '@/lib/language';
import type { FormValues } from '../model/formValues';
import { describedBy, FieldShell } from './FieldShell';
import { inputSx } from './fieldStyles';
import { useFieldError } from './useFieldError';

interface CountryFieldProps {
  form: UseFormReturn<FormValues>;
  name: 'nationality' | 'country';
  label: string;
  language: Language;
  noOptionsText: string;
  autoComplete?: string;
}

/** Lower case, without accents: « etats » finds « États-Unis ». */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The countries whose name, or one of its words, starts with what was typed; those starting with it first. */
export const filterCountries = (options: readonly CountryOption[], typed: string): CountryOption[] => {
  const query = fold(typed);
  if (query === '') return [...options];
  const starts: CountryOption[] = [];
  const words: CountryOption[] = [];
  for (const option of options) {
    const name = fold(option.name);
    if (name.startsWith(query)) starts.push(option);
    else if (name.split(/[\s'’(),-]+/).some((word) => word.startsWith(query))) words.push(option);
  }
  return [...starts, ...words];
};

/**
 * A country by its name in the page's language (`countries(lang)` of the domain); the form keeps
 * its ISO code. An ARIA 1.2 combobox with a list box, written here because MUI's Autocomplete
 * and its Popper would double the weight of the public page.
 */
export function CountryField({ form, name, label, language, noOptionsText, autoComplete = 'off' }: CountryFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const { field } = useController({ control: form.control, name });
  const { ref: inputRef, ...binding } = field;
  const { error, clearOnFocus, clearOnEdit } = useFieldError(form, name);
  // The sorted list of 250 names is built when first needed, not on the first render of the page.
  const selectedName = useMemo(() => countryName(binding.value, language), [binding.value, language]);

  /** While the parent types, the text; otherwise the chosen country's name. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const text = draft ?? selectedName;
  const matches = useMemo(() => {
    if (!open) return [];
    return draft === null ? countries(language) : filterCountries(countries(language), draft);
  }, [open, draft, language]);
  const exactly = (typed: string) => countries(language).find((option) => fold(option.name) === fold(typed));

  const choose = (option: CountryOption | undefined) => {
    if (option !== undefined) clearOnEdit();
    binding.onChange(option?.code ?? '');
    setDraft(null);
    setOpen(false);
    setActive(-1);
  };

  const showActive = (index: number) => {
    setActive(index);
    document.getElementById(`${id}-${index}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const openList = () => {
    setOpen(true);
    // On a phone the keyboard takes half the screen: bring the field up so its list shows.
    requestAnimationFrame(() => {
      const list = listRef.current?.getBoundingClientRect();
      const visible = window.visualViewport?.height ?? window.innerHeight;
      if (list !== undefined && list.bottom > visible) wrapperRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    });
  };

  // On a page the server rendered, what was typed before the page's code ran is the draft, and
  // the list opens for it if the field still has the focus (docs/architecture.md#server-rendered-login).
  const inputElement = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = inputElement.current;
    if (input === null || input.value === input.defaultValue) return;
    setDraft(input.value);
    if (document.activeElement === input) openList();
    // Once, when the field is first on the page.
  }, []);

  /** Leaving the field keeps the highlighted country (« Mona » → Monaco), or an exact name. */
  const commit = () => {
    if (draft === null) return;
    if (fold(draft) === '') {
      choose(undefined);
      return;
    }
    choose(exactly(draft) ?? (open && active >= 0 ? matches[active] : matches.length === 1 ? matches[0] : undefined));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        showActive(Math.min(active + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        showActive(Math.max(active - 1, 0));
        break;
      case 'Enter':
        // Enter picks the highlighted country instead of sending the step.
        if (open && active >= 0 && matches[active] !== undefined) {
          event.preventDefault();
          choose(matches[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  return (
    <FieldShell id={id} label={label} error={error}>
      <Box ref={wrapperRef} sx={{ position: 'relative', scrollMarginTop: 72 }}>
        <Box
          component="input"
          id={id}
          name={binding.name}
          ref={(element: HTMLInputElement | null) => {
            inputRef(element);
            inputElement.current = element;
          }}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, undefined, error)}
          autoComplete={autoComplete}
          autoCapitalize="words"
          spellCheck={false}
          required
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            clearOnEdit();
            const typed = event.target.value;
            setDraft(typed);
            // An exact name (or the browser's autofill) chooses at once; anything else is not a country yet.
            binding.onChange(exactly(typed)?.code ?? '');
            if (!open) openList();
            setActive(fold(typed) === '' ? -1 : 0);
          }}
          onClick={() => {
            clearOnEdit();
            if (!open) openList();
          }}
          onKeyDown={onKeyDown}
          onFocus={clearOnFocus}
          onBlur={() => {
            commit();
            setOpen(false);
            binding.onBlur();
          }}
          sx={inputSx(error !== undefined)}
        />
        <Box
          component="ul"
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          sx={{
            position: 'absolute',
            zIndex: 10,
            top: 'calc(100% + 4px)',
            left: 0,
            right: 0,
            m: 0,
            p: 0.5,
            listStyle: 'none',
            maxHeight: 264,
            overflowY: 'auto',
            bgcolor: 'background.paper',
            border: '1px solid #c9d8e6',
            borderRadius: '10px',
            boxShadow: '0 8px 24px rgba(18, 38, 58, 0.16)',
            '&[hidden]': { display: 'none' },
            '& > [role="option"]': { px: 1.5, py: 1.25, minHeight: 44, borderRadius: '8px', cursor: 'pointer' },
            '& > [role="option"]:hover': { bgcolor: '#eef5fb' },
            '& > [data-active]': { bgcolor: '#e3eef8' },
            '& > [aria-selected="true"]': { fontWeight: 700 },
          }}
        >
          {!open ? null : matches.length === 0 ? (
            <Box component="li" role="presentation" sx={{ px: 1.5, py: 1.25, color: 'text.secondary' }}>
              {noOptionsText}
            </Box>
          ) : (
            matches.map((option, index) => (
              // Plain elements styled by the list: 250 countries render fast on a small phone.
              <li
                key={option.code}
                id={`${id}-${index}`}
                role="option"
                aria-selected={option.code === binding.value}
                data-active={index === active || undefined}
                // Keeps the focus in the input, so its blur does not close the list first.
                onMouseDown={(event: MouseEvent) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.name}
              </li>
            ))
          )}
        </Box>
      </Box>
    </FieldShell>
  );
}
