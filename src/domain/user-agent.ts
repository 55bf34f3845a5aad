/**
 * A browser's user agent as a short label staff recognise on the Sessions screen ("Chrome on
 * Android"). Only the two names out of a fixed list are kept, never the header itself: it is what
 * the browser says, so it names the device for people and is never trusted for security.
 */
export interface DeviceNames {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: ReadonlyArray<[RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceNames(userAgent: string | null | undefined): DeviceNames {
  // A real user agent is a few hundred characters: a longer one is not read past that.
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}
