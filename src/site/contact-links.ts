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

/** Where the live-chat widget's script comes from; the build allows its hosts only on pages that load it. */
export const CHAT_SCRIPT_ORIGIN = 'https://embed.tawk.to';

/**
 * Script URL of the live-chat widget (Tawk.to embed) for a settings id `propertyId/widgetId`; a bare
 * property id uses its default widget. Empty when no id is set: then nothing is loaded at all.
 */
export function chatScriptUrl(widgetId: string): string {
  const parts = widgetId
    .trim()
    .split('/')
    .filter((part) => part !== '');
  if (parts.length === 0) return '';
  if (parts.length === 1) parts.push('default');
  return `${CHAT_SCRIPT_ORIGIN}/${parts.map(encodeURIComponent).join('/')}`;
}
