/**
 * Line icons drawn on a 24x24 grid (stroke, no fill), referenced by name from the CMS (`icon` fields of
 * facilities, services and why-us points). An unknown name falls back to `check`, so new CMS icons
 * never break a build.
 */
const CHECK = 'M5 12.5l4.5 4.5L19 7.5';

export const iconPaths: Record<string, string> = {
  bed: 'M3 18V6M3 13h18v5M21 13v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01',
  bus: 'M5 17V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v11M5 11h14M5 17h14M7.5 17v2M16.5 17v2M8 14h.01M16 14h.01',
  car: 'M3 16v-4l2-5h14l2 5v4M3 12h18M3 16h18M6.5 16v2M17.5 16v2M7 14h.01M17 14h.01',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
  droplet: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
  'file-text': 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  leaf: 'M5 19c0-8 5-13 14-14 0 9-5 14-13 14M5 19l7-7',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  'map-pin': 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  plane: 'M3 14l8-2V6a1.5 1.5 0 0 1 3 0v6l8 2v2l-8-1v4l2 1.5V22l-3.5-1L9 22v-1.5l2-1.5v-4l-8 1z',
  shield: 'M12 3l8 3v5c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6zM8.5 12l2.5 2.5 4.5-5',
  smartphone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  utensils: 'M6 3v8M4 3v5a2 2 0 0 0 4 0V3M6 11v10M17 3c-2 1-3 4-3 7h3v11M17 3v18',
  check: CHECK,
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a4 4 0 0 1-2.3-2.3l.8-1-1-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  phone:
    'M5 3h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5L15 12.5l5 2V18a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
};

export function iconPath(name: string): string {
  return iconPaths[name] ?? CHECK;
}
