/** English islands strings: the source of truth; French must provide every key (`islands.fr.ts`). */
export const islandsEn = {
} satisfies Record<string, string>;
