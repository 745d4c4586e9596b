import { catalog } from "./catalog";

/** The sighting form: on the alert page and in the home page's dialog. */
export const sighting = catalog("sighting", {
  page: {
    nameLabel: "Your Name",
    contactLabel: "Contact Information",
    contactHint: "Phone or e-mail. Only the moderators see it.",
    contactPlaceholder: "Phone number or e-mail address",
    descriptionPlaceholder: "What did you see? Who was the person with, which way were they going?",
    submitted: "Sighting report submitted",
    submittedText: "Thank you for your report. It will help in the search efforts.",
    failed: "Error submitting sighting",
  },
  dialog: {
    nameLabel: "Your Name (optional)",
    contactLabel: "Contact Information (optional)",
    contactHint: "Phone or e-mail. Only moderators see it.",
    descriptionPlaceholder: "What did you see? Clothing, who they were with, direction of travel...",
    submitted: "Sighting reported",
    submittedText:
      "Thank you for reporting this sighting. Your information is critical in helping find the missing person.",
    failed: "Error reporting sighting",
    failedText: "There was an error reporting the sighting. Please try again.",
  },
  submitting: "Submitting...",
  submit: "Submit Sighting Report",
  cancel: "Cancel",
  formLabel: "Report a sighting",
  title: "Report a Sighting",
  important: "Important:",
  importantText:
    "Please be as accurate as possible. Report only what you saw yourself, with the exact place and time. A false report can send searchers the wrong way.",
  location: "Sighting Location",
  locationPlaceholder: "Where did you see the person?",
  time: "Date and Time of Sighting",
  description: "Description of Sighting",
  /** The form's error messages (its rules are in English), numbers written "#". */
  errors: {} as Record<string, string>,
});
