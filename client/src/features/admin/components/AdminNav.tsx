import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/reports", label: "Analytics" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/drills", label: "Drills" },
  { href: "/admin/screens", label: "Screens" },
];

/** Moves between the admin screens (hidden when printing). */
export function AdminNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin" className="mb-6 flex gap-2 print:hidden">
      {LINKS.map((l) => (
        <Link
          key={l.href}
          href={l.href}
          aria-current={location === l.href ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium",
            location === l.href ? "bg-brand-700 text-white" : "text-gray-700 hover:bg-gray-100",
          )}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
