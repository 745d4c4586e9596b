import { z } from "zod";
import { LANGUAGES } from "./languages";
import { PUSH_TICKET_PATTERN } from "./push";
import { pushSubscriptionSchema } from "./push.schema";
import {
  newPlaceSchema,
  placeChangeSchema,
  placeLabelSchema,
  placeList,
  placesFormSchema,
  quietHoursFormSchema,
  quietHoursSchema,
} from "./subscriber-places.schema";
import {
  ADDRESS_REQUIRED_MESSAGE,
  AGREE_REQUIRED_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  EMAIL_MAX,
  EMAIL_MESSAGE,
  LOCATION_MAX,
  NAME_MAX,
  NAME_MESSAGE,
  NAME_MIN,
  normalizeEmail,
  normalizePhone,
  PHONE_MESSAGE,
  RECENT_SUPPORTERS_MAX,
  UNSUBSCRIBE_TOKEN_PATTERN,
  WHATSAPP_NEEDS_PHONE_MESSAGE,
} from "./subscribers";

// The subscriber contracts as zod schemas. The same rules run in the
// browser (the subscribe and manage forms, loaded when a form is first checked) and on the
// server (POST /api/subscribers and the manage routes).

const optionalString = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([z.string(), z.null()], { error: "must be a string" })
    .optional()
    .transform((v) => (v == null || v.trim() === "" ? null : v))
    .pipe(schema.nullable());

export const subscriberNameSchema = z
  .string({ error: "must be a string" })
  .trim()
  .min(NAME_MIN, { error: NAME_MESSAGE })
  .max(NAME_MAX, { error: `must be at most ${NAME_MAX} characters` });

export const subscriberEmailSchema = optionalString(
  z
    .string()
    .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` })
    .transform(normalizeEmail)
    .pipe(z.email({ error: EMAIL_MESSAGE })),
);

export const subscriberPhoneSchema = optionalString(
  z
    .string()
    .max(40, { error: PHONE_MESSAGE })
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
);

const latitude = z
  .number({ error: "must be a number" })
  .min(-90, { error: "must be between -90 and 90" })
  .max(90, { error: "must be between -90 and 90" });
const longitude = z
  .number({ error: "must be a number" })
  .min(-180, { error: "must be between -180 and 180" })
  .max(180, { error: "must be between -180 and 180" });

/**
 * POST /api/subscribers body: exactly the creation fields; anything else (isActive,
 * whatsappStatus, agreeToReceive ...) is refused with a 400 naming it.
 */
/** The language of a subscriber's messages. */
export const messageLanguageSchema = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` });

export const createSubscriberInputSchema = z
  .strictObject({
    name: subscriberNameSchema,
    email: subscriberEmailSchema,
    phone: subscriberPhoneSchema,
    location: optionalString(
      z
        .string()
        .trim()
        .max(LOCATION_MAX, { error: `must be at most ${LOCATION_MAX} characters` }),
    ),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    /** A (client-compressed) JPEG data URL, or empty. The server re-encodes and stores it. */
    profilePhotoUrl: z.string({ error: "must be a string" }).nullish(),
    whatsappEnabled: z.boolean({ error: "must be true or false" }).optional(),
    /** "Alerts on this phone": the browser's push subscription (decision 015); push comes on top of a phone or e-mail. */
    push: pushSubscriptionSchema.nullish(),
    /** Places besides home (optional). */
    places: placeList(newPlaceSchema).optional(),
    /** Quiet hours (optional; null or absent: none). */
    quietHours: quietHoursSchema.nullish(),
    /** The public drills (test alerts) too (optional; absent: no). */
    drillOptIn: z.boolean({ error: "must be true or false" }).optional(),
    /** The language of the person's messages (optional; absent: English). */
    language: messageLanguageSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) {
      ctx.addIssue({ code: "custom", path: ["email"], message: CONTACT_REQUIRED_MESSAGE });
    }
    if ((v.latitude == null) !== (v.longitude == null)) {
      ctx.addIssue({
        code: "custom",
        path: ["longitude"],
        message: "latitude and longitude must be given together",
      });
    }
    if (v.whatsappEnabled && !v.phone) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: WHATSAPP_NEEDS_PHONE_MESSAGE });
    }
  });
export type CreateSubscriberInput = z.input<typeof createSubscriberInputSchema>;
export type CreateSubscriberData = z.output<typeof createSubscriberInputSchema>;

/**
 * The answer to POST /api/subscribers, whatever happened: a new subscription, or a phone or
 * e-mail already on file (whose owner is then sent a link instead; privacy rules in docs/ARCHITECTURE.md).
 * It has the same shape so that the answer never tells a stranger who is subscribed; the push
 * ticket (shared/push.ts) works only for a new subscription.
 */
export const subscribeResultSchema = z.strictObject({
  status: z.literal("received"),
  pushTicket: z.string().regex(PUSH_TICKET_PATTERN),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** A supporter as the public sees it: name, photo URL and at most a town and country. */
export const publicSubscriberSchema = z.object({
  id: z.number(),
  name: z.string(),
  profilePhotoUrl: z.string().nullable(),
  /** The public locality (town, country) derived from the address; never the street. */
  location: z.string().nullable(),
});
export type PublicSubscriber = z.infer<typeof publicSubscriberSchema>;

export const subscriberCountSchema = z.object({ count: z.number() });
export type SubscriberCount = z.infer<typeof subscriberCountSchema>;

export const listSubscribersQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: `must be between 1 and ${RECENT_SUPPORTERS_MAX}` })
    .max(RECENT_SUPPORTERS_MAX, { error: `must be between 1 and ${RECENT_SUPPORTERS_MAX}` })
    .optional(),
});

/** POST /api/subscribers/unsubscribe body. */
export const unsubscribeInputSchema = z.strictObject({
  token: z
    .string({ error: "is required" })
    .regex(UNSUBSCRIBE_TOKEN_PATTERN, { error: "is not a valid unsubscribe link" }),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeInputSchema>;
export const unsubscribeResultSchema = z.object({ status: z.literal("unsubscribed") });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/**
 * A subscription as its link's holder sees it (GET/PATCH /api/subscribers/manage/{token}).
 * The link may have been forwarded (alerts are shared), so the contact details are masked and
 * the address is shown as the town and country only.
 */
export const managedSubscriptionSchema = z.object({
  name: z.string(),
  /** Town and country of the address alerts are targeted at; null when none is known. */
  locality: z.string().nullable(),
  /** Whether alerts have a map position to be targeted at (the address was pinned). */
  hasPin: z.boolean(),
  /** Masked, e.g. "r***@example.gy"; null when none is on file. */
  email: z.string().nullable(),
  /** Masked, e.g. "+592 ***-**11"; null when none is on file. */
  phone: z.string().nullable(),
  whatsappEnabled: z.boolean(),
  /** The phone replied STOP: text messages stay off until it sends START. */
  smsOptedOut: z.boolean(),
  isActive: z.boolean(),
  /** Places besides home, each as its kind and its town and country (never the street). */
  places: z.array(
    z.object({
      /** Names the place in a change (PATCH places: [{ id, label }] keeps it). */
      id: z.number(),
      label: placeLabelSchema,
      locality: z.string().nullable(),
    }),
  ),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** Whether the public drills (test alerts) come too. */
  drillOptIn: z.boolean(),
  /** The language of the person's messages. */
  language: z.enum(LANGUAGES),
});
export type ManagedSubscription = z.infer<typeof managedSubscriptionSchema>;

/**
 * PATCH /api/subscribers/manage/{token} body: only what is given changes. The e-mail and phone
 * cannot be changed here (a new contact would first have to prove it is theirs). `places`, when
 * given, is the whole new list: places on file that it leaves out are removed.
 */
export const updateSubscriptionInputSchema = z
  .strictObject({
    name: subscriberNameSchema.optional(),
    location: z
      .string({ error: "must be a string" })
      .trim()
      .min(1, { error: ADDRESS_REQUIRED_MESSAGE })
      .max(LOCATION_MAX, { error: `must be at most ${LOCATION_MAX} characters` })
      .optional(),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    whatsappEnabled: z.boolean({ error: "must be true or false" }).optional(),
    isActive: z.boolean({ error: "must be true or false" }).optional(),
    places: placeList(placeChangeSchema)
      .superRefine((places, ctx) => {
        const seen = new Set<number>();
        places.forEach((place, index) => {
          if (place.id === undefined) return;
          if (seen.has(place.id)) {
            ctx.addIssue({ code: "custom", path: [index, "id"], message: "is listed twice" });
          }
          seen.add(place.id);
        });
      })
      .optional(),
    /** null turns quiet hours off. */
    quietHours: quietHoursSchema.nullable().optional(),
    drillOptIn: z.boolean({ error: "must be true or false" }).optional(),
    language: messageLanguageSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude == null) !== (v.longitude == null)) {
      ctx.addIssue({
        code: "custom",
        path: ["longitude"],
        message: "latitude and longitude must be given together",
      });
    }
    if (v.latitude != null && v.location === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: "is required with latitude and longitude",
      });
    }
  });
export type UpdateSubscriptionInput = z.input<typeof updateSubscriptionInputSchema>;
export type UpdateSubscriptionData = z.output<typeof updateSubscriptionInputSchema>;

/**
 * The manage form (client): the name, a new address (optional), the WhatsApp choice, places,
 * quiet hours and the drills.
 */
export const manageFormSchema = z.object({
  name: subscriberNameSchema,
  address: z.object({
    address: z.string().max(LOCATION_MAX, { error: `must be at most ${LOCATION_MAX} characters` }),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
  }),
  whatsappEnabled: z.boolean(),
  places: placesFormSchema,
  quietHours: quietHoursFormSchema,
  /** Left out: unchanged. */
  drillOptIn: z.boolean().optional(),
  /** Left out: unchanged. */
  language: z.enum(LANGUAGES).optional(),
});
export type ManageFormValues = z.input<typeof manageFormSchema>;

/**
 * The subscribe form (client): the shared fields plus the consent flag, which is checked in
 * the browser and removed before sending, and the address, which is required.
 */
export const subscribeFormSchema = z
  .object({
    name: subscriberNameSchema,
    email: z.string().max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` }),
    phone: z.string().max(40, { error: PHONE_MESSAGE }),
    address: z.object({
      address: z
        .string()
        .trim()
        .min(1, { error: ADDRESS_REQUIRED_MESSAGE })
        .max(LOCATION_MAX, { error: `must be at most ${LOCATION_MAX} characters` }),
      latitude: latitude.nullable(),
      longitude: longitude.nullable(),
    }),
    profilePhotoUrl: z.string(),
    whatsappEnabled: z.boolean(),
    agreeToReceive: z.boolean().refine((v) => v, { error: AGREE_REQUIRED_MESSAGE }),
    places: placesFormSchema,
    quietHours: quietHoursFormSchema,
    drillOptIn: z.boolean().optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine((v, ctx) => {
    const email = v.email.trim();
    const phone = v.phone.trim();
    if (!email && !phone) {
      ctx.addIssue({ code: "custom", path: ["email"], message: CONTACT_REQUIRED_MESSAGE });
    }
    if (email && !subscriberEmailSchema.safeParse(email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: EMAIL_MESSAGE });
    }
    if (phone && !normalizePhone(phone)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_MESSAGE });
    }
  });
export type SubscribeFormValues = z.input<typeof subscribeFormSchema>;
