import { catalog } from "./catalog";

/** Ready cards: a photo and description kept on the phone for an emergency. */
export const ready = catalog("ready", {
  title: "Ready card",
  intro:
    "A child's or an elder's photo and description, kept on this phone only, ready for an emergency. Nothing is sent until you report with it.",
  storageError: "This browser cannot keep Ready cards (private browsing may block it).",
  make: "Make a Ready card",
  addAnother: "Add another Ready card",
  age: "Age {{age}}",
  photoAdded: "Photo added {{date}}",
  noPhoto: "No photo yet",
  renew: "This photo is more than six months old. Please add a recent one.",
  removeQuestion: "Remove {{name}}'s Ready card from this phone?",
  remove: "Remove",
  keep: "Keep it",
  use: "Report using this Ready card",
  updatePhoto: "Update photo",
  edit: "Edit",
  removeFromPhone: "Remove from this phone",
  /** The form that adds or changes a card. */
  editor: {
    newCard: "New Ready card",
    changeCard: "Change the Ready card",
    photo: "Photo",
    photoHint: "A recent, clear photo of the face. Renew it every six months: children change fast.",
    photoChoose: "Add photo",
    photoChange: "Change photo",
    photoRemove: "Remove photo",
    photoPreview: "Photo on the Ready card",
    name: "Name",
    age: "Age",
    description: "Description",
    descriptionHint: "Height, build, hair, eye colour.",
    marks: "Marks",
    marksHint: "Scars, birthmarks, glasses, braces: what tells them apart.",
    save: "Save on this phone",
    cancel: "Cancel",
  },
  /** The form's error messages (its rules are in English), numbers written "#". */
  errors: {} as Record<string, string>,
});
