import { zodResolver } from "@hookform/resolvers/zod";
import { subscribeFormSchema } from "@shared/subscribers.schema";

// The subscribe form's rules (shared with the server), loaded when the form is first checked
// rather than with the form: building them is the costliest part of the page (lib/lazy-resolver.ts).
export const subscribeFormResolver = zodResolver(subscribeFormSchema);
