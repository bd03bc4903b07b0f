import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/download';

/** GET /treasury/deposit-slip/pdf?on=: the slip to hand to the bank with that day's cheques, in the screen's language. */
export const downloadDepositSlip = async (on: string): Promise<void> => {
  const file = await downloadFile(`/treasury/deposit-slip/pdf?${new URLSearchParams({ on }).toString()}`);
  saveFile(file.blob, file.filename ?? `deposit-slip-${on}.pdf`);
};

export const useDownloadDepositSlip = () => useMutation({ mutationFn: downloadDepositSlip });
