import type { FeeSettingsDto, UpdateFeeSettingsInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** PUT /club/fees with every field and the version loaded: a newer one on the server answers 409. */
export const updateFeeSettings = (settings: UpdateFeeSettingsInput): Promise<FeeSettingsDto> =>
  api.put<FeeSettingsDto>('/club/fees', settings);

export const useUpdateFeeSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeeSettings,
    onSuccess: (settings) => queryClient.setQueryData(clubKeys.feeSettings(), settings),
  });
};
