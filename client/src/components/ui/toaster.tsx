import * as ToastPrimitive from "@radix-ui/react-toast";
import { TOAST_DURATION_MS } from "@shared/constants";
import { common } from "@shared/i18n/common.en";
import { X } from "lucide-react";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { dismissToast, useToasts } from "./use-toast";

export function Toaster() {
  const toasts = useToasts();
  const tr = useT(common);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-8 shadow-lg",
            t.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-gray-200 bg-white text-gray-900",
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {t.action}
          <ToastPrimitive.Close
            aria-label={tr("closeNotification")}
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
