import { common } from "@shared/i18n/common.en";
import { AlertTriangle, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "@/i18n/i18n";
import { Button } from "./button";

/** The loading, empty and error states every list shows. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT(common);
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-8 text-gray-600">
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
      <span>{label ?? t("loading")}</span>
    </div>
  );
}

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      {icon}
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      {children && <div className="max-w-md text-sm text-gray-600">{children}</div>}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
}) {
  const t = useT(common);
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-8 text-center">
      <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden="true" />
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      {message && <p className="text-sm text-gray-600">{message}</p>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      )}
    </div>
  );
}
