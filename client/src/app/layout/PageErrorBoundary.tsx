import { common } from "@shared/i18n/common.en";
import { Component, type ReactNode } from "react";
import { ErrorState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";

function PageFailed() {
  const t = useT(common);
  return (
    <ErrorState
      title={t("pageError.title")}
      message={navigator.onLine ? t("pageError.retry") : t("pageError.offline")}
      onRetry={() => window.location.reload()}
    />
  );
}

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
    return <PageFailed />;
  }
}
