import type { StaffAlert } from "@shared/alerts";
import { PLACE_LABEL_NAMES, type PlaceLabel } from "@shared/subscribers";
import { formatDateTime } from "@/lib/datetime";
import { useSubscriber } from "../api/subscriber";
import { coords, cutDescription } from "./format";

/** Name, age, missing since, last seen, description cut to 100, STATUS, coordinates (6), photo. */
export function AlertPopup({ alert }: { alert: StaffAlert }) {
  return (
    <div className="space-y-1 text-sm" data-testid="alert-popup">
      <p className="font-bold">{alert.name}</p>
      <p>Age: {alert.age}</p>
      <p>Missing since: {formatDateTime(alert.lastSeen)}</p>
      <p>Last seen: {alert.lastLocation}</p>
      <p>{cutDescription(alert.description)}</p>
      <p>
        Status: <strong>{alert.status.toUpperCase()}</strong>
      </p>
      <p>Coordinates: {coords(alert.latitude, alert.longitude, 6)}</p>
      {alert.photoUrl && <img src={alert.photoUrl} alt={alert.name} className="mt-1 max-h-32 rounded" />}
    </div>
  );
}

/** The same point as the map shows it (rounded to six decimals). */
const samePoint = (a: [number, number], latitude: number, longitude: number) =>
  Math.abs(a[0] - latitude) < 5e-7 && Math.abs(a[1] - longitude) < 5e-7;

/**
 * Name, address or 'Address not provided', e-mail / phone or 'Not provided', coordinates,
 * photo. The popup of one of the subscriber's other places names the kind of place and its address.
 */
export function SubscriberPopup({
  id,
  place,
}: {
  id: number;
  place?: { label: PlaceLabel; position: [number, number] };
}) {
  const subscriber = useSubscriber(id);
  if (subscriber.isPending) return <p className="text-sm">Loading...</p>;
  if (subscriber.isError) return <p className="text-sm">Could not load this subscriber.</p>;
  const s = subscriber.data;
  const found = place
    ? s.places.find((p) => p.label === place.label && samePoint(place.position, p.latitude, p.longitude))
    : undefined;
  return (
    <div className="space-y-1 text-sm" data-testid="subscriber-popup">
      <p className="font-bold">{s.name}</p>
      {place && (
        <p data-testid="subscriber-popup-place">
          {PLACE_LABEL_NAMES[place.label]} place: {found?.location ?? "address not found"}
          <br />
          Coordinates: {coords(place.position[0], place.position[1], 6)}
        </p>
      )}
      <p>
        {place ? "Home address" : "Address"}: {s.location || "Address not provided"}
      </p>
      <p>Email: {s.email || "Not provided"}</p>
      <p>Phone: {s.phone || "Not provided"}</p>
      <p>Coordinates: {coords(s.latitude, s.longitude, 6)}</p>
      {s.profilePhotoUrl && (
        <img src={s.profilePhotoUrl} alt={s.name} className="mt-1 h-16 w-16 rounded-full object-cover" />
      )}
    </div>
  );
}
