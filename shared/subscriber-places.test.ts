import { describe, expect, it } from "vitest";
import {
  placeFormValues,
  quietHoursFormValue,
  quietHoursOfForm,
  toCreateSubscriberInput,
  toUpdateSubscriptionInput,
} from "./subscriber-forms";
import { placeFormSchema, quietHoursFormSchema } from "./subscriber-places.schema";
import { minuteOfTime, quietHoursOfMinutes, timeOfMinute } from "./subscribers";
import { createSubscriberInputSchema, updateSubscriptionInputSchema } from "./subscribers.schema";

const newWork = {
  id: null,
  label: "work" as const,
  locality: null,
  address: { address: "Lot 3 Camp Street, Georgetown, Guyana", latitude: 6.8066, longitude: -58.1625 },
};

describe("quiet hours", () => {
  it("turns HH:MM into minutes after midnight and back", () => {
    expect(minuteOfTime("22:00")).toBe(1320);
    expect(minuteOfTime("06:15")).toBe(375);
    expect(timeOfMinute(1320)).toBe("22:00");
    expect(timeOfMinute(5)).toBe("00:05");
    expect(quietHoursOfMinutes(1320, 360)).toEqual({ start: "22:00", end: "06:00" });
    for (const [start, end] of [
      [null, null],
      [1320, null],
      [null, 360],
      [600, 600],
    ] as const) {
      expect(quietHoursOfMinutes(start, end)).toBeNull();
    }
  });

  it("are the usual night when first switched on, and nothing when off", () => {
    expect(quietHoursFormValue(null)).toEqual({ on: false, start: "22:00", end: "06:00" });
    expect(quietHoursOfForm({ on: false, start: "22:00", end: "06:00" })).toBeNull();
    expect(quietHoursOfForm(quietHoursFormValue({ start: "21:30", end: "05:00" }))).toEqual({
      start: "21:30",
      end: "05:00",
    });
  });

  it("are checked on the form only while switched on", () => {
    expect(quietHoursFormSchema.safeParse({ on: false, start: "", end: "nonsense" }).success).toBe(true);
    const bad = quietHoursFormSchema.safeParse({ on: true, start: "", end: "22:00" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["start", "Enter a time, for example 22:00"],
    ]);
    const same = quietHoursFormSchema.safeParse({ on: true, start: "22:00", end: "22:00" });
    expect(same.error?.issues.map((i) => i.path.join("."))).toEqual(["end"]);
  });
});

describe("places on the forms", () => {
  it("need an address chosen from the suggestions when new; one on file needs nothing more", () => {
    expect(placeFormSchema.safeParse(newWork).success).toBe(true);
    const typedOnly = placeFormSchema.safeParse({
      ...newWork,
      address: { address: "Camp Street", latitude: null, longitude: null },
    });
    expect(typedOnly.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["address.address", "Choose a suggestion so we know where this place is"],
    ]);
    const empty = placeFormSchema.safeParse({
      ...newWork,
      address: { address: " ", latitude: null, longitude: null },
    });
    expect(empty.error?.issues[0]?.message).toBe("Please enter the address of this place");
    const onFile = placeFormValues([{ id: 7, label: "school", locality: "Linden, Guyana" }]);
    expect(placeFormSchema.safeParse(onFile[0]).success).toBe(true);
  });

  it("go into the POST body only when used, and the server's rules take it", () => {
    const form = {
      name: "Andrea Singh",
      email: "a@example.gy",
      phone: "",
      address: { address: "Robb Street, Georgetown, Guyana", latitude: 6.8095, longitude: -58.1575 },
      profilePhotoUrl: "",
      whatsappEnabled: false,
      agreeToReceive: true,
      places: [newWork],
      quietHours: { on: true, start: "22:00", end: "06:00" },
    };
    const body = toCreateSubscriberInput(form);
    expect(body.places).toEqual([
      {
        label: "work",
        location: "Lot 3 Camp Street, Georgetown, Guyana",
        latitude: 6.8066,
        longitude: -58.1625,
      },
    ]);
    expect(body.quietHours).toEqual({ start: "22:00", end: "06:00" });
    expect(createSubscriberInputSchema.safeParse(body).success).toBe(true);
  });

  it("the manage form sends the whole list when it changed, and quiet hours when they changed", () => {
    const current = {
      name: "Andrea Singh",
      whatsappEnabled: false,
      places: [{ id: 7, label: "school" as const, locality: "Linden, Guyana" }],
      quietHours: null,
    };
    const unchanged = {
      name: "Andrea Singh",
      address: { address: "", latitude: null, longitude: null },
      whatsappEnabled: false,
      places: placeFormValues(current.places),
      quietHours: quietHoursFormValue(null),
    };
    expect(toUpdateSubscriptionInput(unchanged, current)).toEqual({});

    const changed = toUpdateSubscriptionInput(
      {
        ...unchanged,
        places: [{ ...unchanged.places[0]!, label: "other" }, newWork],
        quietHours: { on: true, start: "23:00", end: "05:00" },
      },
      current,
    );
    expect(changed).toEqual({
      places: [
        { id: 7, label: "other" },
        {
          label: "work",
          location: "Lot 3 Camp Street, Georgetown, Guyana",
          latitude: 6.8066,
          longitude: -58.1625,
        },
      ],
      quietHours: { start: "23:00", end: "05:00" },
    });
    expect(updateSubscriptionInputSchema.safeParse(changed).success).toBe(true);

    const switchedOff = toUpdateSubscriptionInput(
      { ...unchanged, places: [], quietHours: { on: false, start: "23:00", end: "05:00" } },
      { ...current, quietHours: { start: "23:00", end: "05:00" } },
    );
    expect(switchedOff).toEqual({ places: [], quietHours: null });
  });
});
