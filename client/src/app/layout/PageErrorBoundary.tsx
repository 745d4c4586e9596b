import { Component, type ReactNode } from "react";
import { ErrorState } from "@/components/ui/states";

/**
 * A page that cannot load its code (most often: offline, and this page was never saved on this
 * phone) shows a message instead of taking the whole app down. The layout keys it by location,
 * so going to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("Page failed to load", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title="This page could not be loaded"
        message={
          navigator.onLine
            ? "Something went wrong. Please try again."
            : "You are offline, and this page has not been saved on this phone yet."
        }
        onRetry={() => window.location.reload()}
      />
    );
  }
}
