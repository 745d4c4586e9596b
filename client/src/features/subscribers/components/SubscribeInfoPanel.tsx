import { Bell, MapPin, Users, Zap } from "lucide-react";

const points = [
  {
    Icon: Users,
    title: "Join the network",
    text: "Become one of the eyes and ears that help find missing children across Guyana.",
  },
  {
    Icon: Zap,
    title: "Instant notifications",
    text: "Receive verified alerts by text, WhatsApp or e-mail within minutes of a report.",
  },
  {
    Icon: MapPin,
    title: "Location-based alerts",
    text: "Get the alerts that matter most: children missing near where you live.",
  },
  {
    Icon: Bell,
    title: "Community",
    text: "Share sightings and information with neighbours working toward the same goal.",
  },
];

/** The red panel beside the subscribe form (spec section 2, Subscribe). */
export function SubscribeInfoPanel() {
  return (
    <aside className="rounded-lg bg-brand-700 p-6 text-white shadow" aria-labelledby="subscribe-info-heading">
      <h2 id="subscribe-info-heading" className="text-2xl font-bold">
        Why subscribe?
      </h2>
      <ul className="mt-6 space-y-5">
        {points.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-red-50">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
