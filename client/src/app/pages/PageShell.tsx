import type { ReactNode } from "react";

/** The page container and heading every screen uses. */
export function PageShell({
  title,
  children,
  wide,
}: {
  title?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-8 ${wide ? "max-w-7xl" : "max-w-5xl"}`}>
      {title && <h1 className="mb-6 text-3xl font-bold text-gray-900">{title}</h1>}
      {children}
    </div>
  );
}
