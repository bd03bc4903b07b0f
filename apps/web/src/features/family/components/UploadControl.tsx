import type { UploadableItem } from '@club/domain';
import { UPLOAD_CONTENT_TYPES } from '@club/domain/uploads';
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isUploadCancelled, useUploadDocument } from '../api/uploadDocument';
import { refusalOf, type FileRefusal } from './fileCheck';
import { UploadFailure, UploadProgress } from './UploadStatus';

const FILE_TYPES = UPLOAD_CONTENT_TYPES.join(',');

interface UploadControlProps {
  memberId: number;
  kind: UploadableItem;
  /** The checklist item's name, as the card lists it. */
  itemName: string;
  /** Called once the file is received and the home read again. */
  onSent: (kind: UploadableItem) => void;
}

/**
 * "Add a file" for one missing checklist item (docs/product.md#family-uploads): a photo taken on
 * the spot or a file chosen, checked here for its size and type, then sent with its progress
 * shown and a way to stop it.
 */
export function UploadControl({ memberId, kind, itemName, onSent }: UploadControlProps) {
  const { t } = useTranslation('family');
  const upload = useUploadDocument(onSent);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [sent, setSent] = useState(0);
  const [refused, setRefused] = useState<{ refusal: FileRefusal; file: File } | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const menuOpen = menuAnchor !== null;

  // The button is disabled while the file goes (the progress has the focus then): it takes it back once the upload stopped short.
  useEffect(() => {
    if (upload.isError) addButton.current?.focus();
  }, [upload.isError]);

  const send = (file: File) => {
    upload.reset();
    const refusal = refusalOf(file);
    setRefused(refusal === null ? null : { refusal, file });
    if (refusal !== null) return;
    const abort = new AbortController();
    controller.current = abort;
    setSent(0);
    upload.mutate({ memberId, kind, file, onProgress: setSent, signal: abort.signal });
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again, after a failure, is a change too.
    event.target.value = '';
    if (file !== undefined) send(file);
  };

  const pick = (input: RefObject<HTMLInputElement | null>) => {
    setMenuAnchor(null);
    input.current?.click();
  };

  const failure =
    refused ?? (upload.isError && !isUploadCancelled(upload.error) ? { error: upload.error, file: upload.variables.file } : null);
  return (
    <>
      <Button
        ref={addButton}
        id={buttonId}
        variant="outlined"
        startIcon={<AttachFile aria-hidden />}
        aria-label={t('uploads.addOf', { name: itemName })}
        aria-haspopup="menu"
        aria-controls={menuOpen ? menuId : undefined}
        aria-expanded={menuOpen ? 'true' : undefined}
        disabled={upload.isPending}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        {t('uploads.add')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuOpen}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={() => pick(photoInput)} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <PhotoCamera aria-hidden fontSize="small" />
          </ListItemIcon>
          {t('uploads.takePhoto')}
        </MenuItem>
        <MenuItem onClick={() => pick(fileInput)} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <UploadFile aria-hidden fontSize="small" />
          </ListItemIcon>
          {t('uploads.chooseFile')}
        </MenuItem>
      </Menu>
      {/* The phone's camera opens at once for a photo; a file comes from the phone or the computer. */}
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('uploads.takePhotoOf', { name: itemName })}
        onChange={picked}
      />
      <input
        ref={fileInput}
        type="file"
        accept={FILE_TYPES}
        hidden
        aria-label={t('uploads.chooseFileOf', { name: itemName })}
        onChange={picked}
      />
      {(upload.isPending || failure !== null || isUploadCancelled(upload.error)) && (
        <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
          {upload.isPending && <UploadProgress itemName={itemName} sent={sent} onCancel={() => controller.current?.abort()} />}
          {isUploadCancelled(upload.error) && (
            <Typography role="status" variant="body2" color="text.secondary">
              {t('uploads.cancelled')}
            </Typography>
          )}
          {failure !== null && <UploadFailure {...failure} onRetry={send} />}
        </Box>
      )}
    </>
  );
}
