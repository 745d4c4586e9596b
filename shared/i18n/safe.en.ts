import { SAFE_PAGE_TITLE, SAFE_REQUEST_RECEIVED } from "../safe-requests";
import { catalog } from "./catalog";

/** "Tell us you are safe" (/safe): the page and its form. */
export const safe = catalog("safe", {
  title: SAFE_PAGE_TITLE,
  intro:
    "If an appeal on {{brand}} is about you and you are safe, tell us here. You do not have to say where you are, and we will not tell anyone, not even the person who reported you missing. Our staff may check with you or with the police before the appeal ends.",
  danger: "If you are in danger, call {{phone}} now.",
  formLabel: "Tell us you are safe",
  chooser: {
    label: "Which appeal is about you?",
    hint: "Type your name, or the code printed on the alert.",
    looking: "Looking for current appeals...",
    failed: "Could not look up the appeals.",
    none: "No current appeal matches. Try another spelling, or the code.",
    list: "Current appeals",
    choice: "{{name}}, {{age}} — last seen at {{place}}",
  },
  about: "About the appeal for",
  chooseAnother: "Choose another",
  loading: "Loading the appeal...",
  message: "A message for our staff (optional)",
  messageHint: "You do not need to say where you are.",
  contact: "How we can check with you (optional)",
  contactHint: "A phone number or e-mail. Only our staff see it; it is never passed on.",
  failed: "Your message could not be sent.",
  sending: "Sending...",
  send: "Send",
  received: SAFE_REQUEST_RECEIVED,
  /** The form's and the server's error messages (their rules are in English), numbers written "#". */
  errors: {} as Record<string, string>,
});
