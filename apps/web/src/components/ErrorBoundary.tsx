import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown in place of the children once one of them has thrown while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

/** What the router's error element does for routed screens, for a page without a router (React logs the error). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
