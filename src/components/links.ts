/** Contact links built from CMS settings. */

/** `https://wa.me/<digits>`, optionally with a pre-filled message. */
export function whatsappUrl(e164: string, message?: string): string {
  const digits = e164.replace(/\D/g, '');
  const url = `https://wa.me/${digits}`;
  return message ? `${url}?text=${encodeURIComponent(message)}` : url;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const socialNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;
