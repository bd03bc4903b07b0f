import type { FeeSettingsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/fees: the fee settings in force and the version a save must carry (docs/product.md#fees-and-payments). */
export const getFeeSettings = (signal?: AbortSignal): Promise<FeeSettingsDto> => api.get<FeeSettingsDto>('/club/fees', { signal });

export const feeSettingsQueryOptions = () =>
  queryOptions({ queryKey: clubKeys.feeSettings(), queryFn: ({ signal }) => getFeeSettings(signal) });

export const useFeeSettings = () => useQuery(feeSettingsQueryOptions());
