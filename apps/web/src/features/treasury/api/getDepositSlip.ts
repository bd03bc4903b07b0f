import type { DepositSlipDto } from '@club/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys } from './queryKeys';

/** GET /treasury/deposit-slip?on=: the cheques to cash that day. */
export const getDepositSlip = (on: string, signal?: AbortSignal): Promise<DepositSlipDto> =>
  api.get<DepositSlipDto>(`/treasury/deposit-slip?${new URLSearchParams({ on }).toString()}`, { signal });

/** `on` null while the typed day is not a valid date: nothing is asked then. */
export const useDepositSlip = (on: string | null) =>
  useQuery(
    queryOptions({
      queryKey: treasuryKeys.depositSlip(on ?? ''),
      queryFn: on === null ? skipToken : ({ signal }) => getDepositSlip(on, signal),
      placeholderData: keepPreviousData,
    }),
  );
