import { useEffect, useState } from 'react';

/**
 * An object URL for a blob while the component shows it, revoked as soon as the blob changes
 * or the component goes: the browser then lets go of the child's document.
 */
export const useObjectUrl = (blob: Blob | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob === undefined) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
};
