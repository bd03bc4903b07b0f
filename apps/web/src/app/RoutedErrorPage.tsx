import { useRouteError } from 'react-router';
import { RouteErrorPage } from '@/components/RouteErrorPage';

/** The router's error element: the error page for the error of the route that failed. */
export function RoutedErrorPage() {
  return <RouteErrorPage error={useRouteError()} />;
}
