import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-lg border border-gray-200 bg-white shadow-sm", className)} {...props} />;
}

export function Badge({
  className,
  tone = "gray",
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: "gray" | "red" | "green" | "amber" | "blue" }) {
  const tones = {
    gray: "bg-gray-100 text-gray-800",
    red: "bg-red-700 text-white",
    green: "bg-green-700 text-white",
    amber: "bg-amber-100 text-amber-900",
    blue: "bg-blue-100 text-blue-900",
  };
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
