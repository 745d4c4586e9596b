// Logs never carry a phone number or an e-mail address in clear (privacy rules in docs/ARCHITECTURE.md):
// enough is kept to tell two recipients apart when reading a log, not to contact anyone.

export function maskPhone(phone: string): string {
  const digits = phone.replace(/^whatsapp:/, "");
  if (digits.length <= 4) return "***";
  return `${digits.slice(0, 1)}${"*".repeat(Math.max(3, digits.length - 4))}${digits.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***@${email.slice(at + 1)}`;
}

export function maskRecipient(to: string): string {
  return to.includes("@") ? maskEmail(to) : maskPhone(to);
}
