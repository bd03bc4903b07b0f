import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmContext, type ConfirmOptions } from './confirmContext';

/** One confirmation dialog for the whole shell, driven by `useConfirm()`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  // The options outlive `open` so the text does not vanish while the dialog fades out.
  const [options, setOptions] = useState<ConfirmOptions>({ message: '' });
  const [open, setOpen] = useState(false);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A new question abandons an unanswered one.
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setOptions(next);
        setOpen(true);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={open}
        message={options.message}
        title={options.title}
        confirmLabel={options.confirmLabel}
        onCancel={() => settle(false)}
        onConfirm={() => settle(true)}
      />
    </ConfirmContext.Provider>
  );
}
