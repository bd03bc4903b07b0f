import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SubscribeScreen } from '../components/SubscribeScreen';

/** /subscribe?token=… (docs/product.md#family-form): without a token, the login page. */
export function SubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token === null || token.trim() === '') return <Navigate to={paths.login} replace />;
  return <SubscribeScreen token={token} />;
}
