import type { siteEn } from './site.en.ts';

export const siteFr: Record<keyof typeof siteEn, string> = {
};
