import type { islandsEn } from './islands.en.ts';

export const islandsFr: Record<keyof typeof islandsEn, string> = {
};
