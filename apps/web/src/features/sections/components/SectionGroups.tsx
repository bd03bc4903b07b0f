import type { GroupSummaryDto, SectionDto } from '@club/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useChangeGroupSection } from '@/features/groups';
import { useGroups } from '@/features/reference';
import { sortedByName } from './names';

interface SectionGroupsProps {
  section: SectionDto;
  disabled?: boolean;
}

/**
 * The section's groups on its edit screen (docs/product.md#screen-sections), each with a remove
 * icon (not in "Aucune", where removing means nothing), and a dropdown to add a group from another section.
 * Both apply at once.
 */
export function SectionGroups({ section, disabled = false }: SectionGroupsProps) {
  const { t } = useTranslation('sections');
  const toast = useToast();
  const errorText = useErrorText();
  const groups = useGroups();
  const moveGroup = useChangeGroupSection();
  const [toAdd, setToAdd] = useState('');

  // The group "Aucun" and the removed-members group stay where they are (docs/product.md#protected-records).
  const addable = (groups.data ?? []).filter((group) => group.sectionId !== section.id && !group.protected);

  const remove = (group: GroupSummaryDto) =>
    moveGroup.mutate(
      { groupId: group.id, sectionId: 0 },
      {
        onSuccess: () => toast.success(t('SECTION_REMOVE_GROUP_SUCCESS', { name: group.name })),
        onError: () => toast.error(t('SECTION_REMOVE_GROUP_FAILURE', { name: group.name })),
      },
    );

  const add = () => {
    const group = addable.find((candidate) => String(candidate.id) === toAdd);
    if (group === undefined) return;
    moveGroup.mutate(
      { groupId: group.id, sectionId: section.id },
      {
        onSuccess: () => {
          toast.success(t('groups.added', { name: group.name }));
          setToAdd('');
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="section-groups" sx={{ p: 2 }}>
      <Typography id="section-groups" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('groups.title')}
      </Typography>
      {section.groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('card.noGroup')}
        </Typography>
      ) : (
        <List dense aria-labelledby="section-groups">
          {sortedByName(section.groups).map((group) => (
            <ListItem
              key={group.id}
              disableGutters
              secondaryAction={
                section.protected ? undefined : (
                  <Tooltip title={t('groups.remove', { name: group.name })}>
                    <IconButton
                      edge="end"
                      onClick={() => remove(group)}
                      disabled={disabled || moveGroup.isPending}
                      aria-label={t('groups.remove', { name: group.name })}
                    >
                      <RemoveCircleOutlineIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText primary={group.name} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('groups.add')}
          value={toAdd}
          onChange={(event) => setToAdd(event.target.value)}
          disabled={disabled || addable.length === 0}
          helperText={groups.isSuccess && addable.length === 0 ? t('groups.noneToAdd') : undefined}
          sx={{ minWidth: 260 }}
        >
          {addable.map((group) => (
            <MenuItem key={group.id} value={String(group.id)}>
              {group.name} · {group.Section.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled || toAdd === ''} loading={moveGroup.isPending}>
          {t('groups.addButton')}
        </Button>
      </Stack>
    </Paper>
  );
}
