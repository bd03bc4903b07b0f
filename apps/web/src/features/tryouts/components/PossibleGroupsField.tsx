import type { TryoutGroupDto, TryoutGroupOptionDto } from '@club/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface SectionOfGroups {
  id: number;
  name: string;
  groups: readonly TryoutGroupDto[];
}

interface PossibleGroupsFieldProps {
  sections: readonly SectionOfGroups[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  disabled?: boolean;
}

/** The sections of flat group options, in the server's order (by section, then name). */
export const sectionsOf = (options: readonly TryoutGroupOptionDto[]): SectionOfGroups[] => {
  const sections: { id: number; name: string; groups: TryoutGroupDto[] }[] = [];
  for (const option of options) {
    let section = sections.find((s) => s.id === option.sectionId);
    if (section === undefined) {
      section = { id: option.sectionId, name: option.sectionName, groups: [] };
      sections.push(section);
    }
    section.groups.push({ id: option.id, name: option.name });
  }
  return sections;
};

/**
 * docs/product.md#screen-tests: the groups a child may be placed in after the test, chosen by section: a
 * section's box takes or leaves all its groups at once.
 */
export function PossibleGroupsField({ sections, selected, onChange, disabled = false }: PossibleGroupsFieldProps) {
  const { t } = useTranslation('tryouts');
  const toggle = (ids: readonly number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('groups.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('groups.help', { count: selected.size })}
      </Typography>
      {sections.length === 0 && <Typography color="text.secondary">{t('groups.none')}</Typography>}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr',
          gap: 1.5,
          '@container (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {sections.map((section) => {
          const ids = section.groups.map((group) => group.id);
          const count = ids.filter((id) => selected.has(id)).length;
          return (
            <Box key={section.id} role="group" aria-label={t('groups.section', { name: section.name })} sx={{ minWidth: 0 }}>
              <FormControlLabel
                disabled={disabled || ids.length === 0}
                label={<Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{section.name}</Typography>}
                control={
                  <Checkbox
                    checked={ids.length > 0 && count === ids.length}
                    indeterminate={count > 0 && count < ids.length}
                    onChange={(event) => toggle(ids, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('groups.wholeSection', { name: section.name }) } }}
                  />
                }
              />
              <FormGroup sx={{ pl: 3.5 }}>
                {section.groups.map((group) => (
                  <FormControlLabel
                    key={group.id}
                    disabled={disabled}
                    label={<Typography sx={{ overflowWrap: 'anywhere' }}>{group.name}</Typography>}
                    control={<Checkbox checked={selected.has(group.id)} onChange={(event) => toggle([group.id], event.target.checked)} />}
                  />
                ))}
              </FormGroup>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
