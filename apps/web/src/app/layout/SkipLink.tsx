import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump over the menu; invisible until focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
