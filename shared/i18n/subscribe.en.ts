import { catalog } from "./catalog";

/** The subscribe form, the panel beside it and what follows a subscription. */
export const subscribe = catalog("subscribe", {
  why: "Why subscribe?",
  points: {
    network: "Join the network",
    networkText: "Become one of the eyes and ears that help find missing children across Guyana.",
    instant: "Instant notifications",
    instantText: "Receive verified alerts by text, WhatsApp or e-mail within minutes of a report.",
    location: "Location-based alerts",
    locationText: "Get the alerts that matter most: children missing near where you live.",
    community: "Community",
    communityText: "Share sightings and information with neighbours working toward the same goal.",
  },
  formLabel: "Subscribe to alerts",
  name: "Full Name",
  namePlaceholder: "Enter your full name",
  email: "Email Address",
  phone: "Phone/WhatsApp Number",
  phoneHint: "Include your country code with a + prefix, e.g. +592 600 1234",
  address: "Current Address",
  addressHint:
    "Start typing and choose a suggestion, or tap the map. Alerts go to people near where a child was last seen.",
  addressPlaceholder: "Start typing your address",
  photo: "Profile Photo (optional)",
  photoHint: "Your photo appears with your name in the Recent Supporters list.",
  photoChoose: "Upload Photo",
  photoChange: "Change Photo",
  photoRemove: "Remove Photo",
  photoPreview: "You, as shown to other supporters",
  whatsapp: "Also receive alerts on WhatsApp",
  whatsappOff: "WhatsApp Notifications Disabled",
  whatsappOffText: "You will not receive alerts on WhatsApp.",
  agree: "I agree to receive emergency alerts about missing persons",
  needPhone: "Enter a phone number to enable WhatsApp alerts.",
  whatsappNote:
    "After subscribing you will be redirected to WhatsApp to send the message 'join' and complete setup.",
  openWhatsapp: "Open WhatsApp now",
  more: "More places and quiet hours",
  optional: "(optional)",
  drills: "Also send me the twice-yearly test alerts (drills)",
  push: "Alerts on this phone",
  pushText:
    "Free and instant: this phone shows a notification with the child's photo as soon as an alert near you is verified.",
  pushOff: "Alerts on this phone are off",
  pushFailed: "Alerts on this phone could not be turned on",
  processing: "Processing...",
  submit: "Subscribe Now",
  unsubscribeNote: "You can unsubscribe at any time using the link in any alert we send you.",
  whatsappSetup: "WhatsApp Setup",
  whatsappSetupText: "Opening WhatsApp with 'join' message. Click send to complete setup.",
  failed: "Error subscribing",
  thanks: {
    title: "Thank You for Subscribing!",
    before: "Thank you,",
    after: "! You will now receive alerts when a child goes missing near you.",
    already:
      "Already subscribed with this e-mail or phone? Then nothing has changed: to change your alerts, use the link we send to the e-mail or phone we already have.",
    close: "Close",
  },
  /** The form's error messages (its rules are in English), numbers written "#". */
  errors: {} as Record<string, string>,
});
