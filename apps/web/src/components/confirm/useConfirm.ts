import { useContext } from 'react';
import { ConfirmContext, type Confirm } from './confirmContext';

/** `if (await confirm({ message })) …`: asks before a destructive action (docs/product.md#common-behaviour). */
export const useConfirm = (): Confirm => {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
};
