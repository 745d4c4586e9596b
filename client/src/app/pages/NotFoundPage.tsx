import { layout } from "@shared/i18n/layout.en";
import { AlertCircle } from "lucide-react";
import { useT } from "@/i18n/i18n";

export default function NotFoundPage() {
  const t = useT(layout);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900">{t("notFound.title")}</h1>
        </div>
        <p className="mt-4 text-sm text-gray-600">{t("notFound.text")}</p>
      </div>
    </div>
  );
}
