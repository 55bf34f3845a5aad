/** English site strings: the source of truth; French must provide every key (`site.fr.ts`). */
export const siteEn = {
} satisfies Record<string, string>;
