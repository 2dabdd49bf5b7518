import { Component, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  /** Shown instead of the children once one of them has failed, e.g. code that could not be fetched. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure inside one part of a page: a lazily loaded section whose code cannot be fetched (a dropped
 * connection, a new release) shows its own message instead of taking the whole page to the route's error page.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
