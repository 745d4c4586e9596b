import { A_CURRENT_APPEAL, NOT_A_CURRENT_APPEAL } from "../verify";
import { catalog } from "./catalog";

/** "Is this alert real?" (/verify and /verify/{code}): the page, its form and its answer. */
export const verify = catalog("verify", {
  title: "Is this alert real?",
  intro:
    "Every {{brand}} alert, card and poster carries a six-character code. Type it here to check that the appeal is ours and still current. Only share alerts you can check here.",
  formLabel: "Check a code",
  code: "Code from the alert",
  another: "Check another code",
  placeholder: "e.g. K7M2QX",
  check: "Check",
  failed: "The code could not be checked",
  current: A_CURRENT_APPEAL,
  notCurrent: NOT_A_CURRENT_APPEAL,
  /** "Code K7M2QX is our appeal for Ana Souza.": the text before the code, between it and the name, after the name. */
  codeBefore: "Code",
  codeMiddle: "is our appeal for",
  codeAfter: ".",
  officialPage: "See the official alert page",
  /** The server's error messages (in English), numbers written "#". */
  errors: {} as Record<string, string>,
});
