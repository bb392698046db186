import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../features/errors/ErrorPage';

/** Anything that breaks below shows the error page instead (also a page bundle that failed). */
export class ErrorBoundary extends Component<{ children?: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorPage error={this.state.error} />
    );
  }
}
