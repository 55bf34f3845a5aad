/** Contact details shown on a public lookup are masked: enough to recognise, not to harvest. */

/** `jane.doe@example.com` -> `ja******@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}${email.slice(at)}`;
}

/** `+237670001234` -> `+237******34`; keeps a leading + and the last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  const prefix = phone.trim().startsWith('+') ? `+${digits.slice(0, 3)}` : '';
  const rest = phone.trim().startsWith('+') ? digits.slice(3) : digits;
  return `${prefix}${'*'.repeat(Math.max(3, rest.length - 2))}${rest.slice(-2)}`;
}

/**
 * `Amina Kouam` -> `Amina K.`: the first name and the initial of the last one, enough for the
 * customer to recognise the booking, not enough to tell a stranger whose it is.
 */
export function maskName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? [...last][0]?.toLocaleUpperCase('fr') : undefined;
  return initial ? `${first} ${initial}.` : first;
}
