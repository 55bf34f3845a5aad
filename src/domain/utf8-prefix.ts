/** Text cut to at most `maxBytes` bytes of UTF-8, never inside a character. */
export function utf8Prefix(text: string, maxBytes: number): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= maxBytes) return text;
  let end = maxBytes;
  // Back off over continuation bytes (10xxxxxx) to the start of the character cut in two.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return new TextDecoder().decode(bytes.subarray(0, end));
}
