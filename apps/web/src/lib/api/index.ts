export { api, apiRequest, type RequestOptions } from './client';
export { ApiError, isApiError, NETWORK_FAILURE_STATUS } from './ApiError';
export { renewSession, type RenewalOutcome } from './renewal';
