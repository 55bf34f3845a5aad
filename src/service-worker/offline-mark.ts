/**
 * A page read from the service worker's cache says so: a small mark at the top of the page, in its
 * language, so a visitor knows what they read may be older than the site.
 */
/** The mark's markup: plain text only (the words come from the catalogue, escaped anyway). */
export function offlineMarkHtml(text: string): string {
  const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return `<p class="offline-mark" role="status">${escaped}</p>`;
}

/** The stored page with the mark right after `<body>`; the same response if it has no body tag. */
export async function markOffline(response: Response, text: string): Promise<Response> {
  const html = await response.text();
  const marked = html.replace(/<body\b[^>]*>/i, (body) => `${body}${offlineMarkHtml(text)}`);
  return new Response(marked, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
