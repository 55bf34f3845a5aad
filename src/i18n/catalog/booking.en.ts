/** English booking strings: the source of truth; French must provide every key (`booking.fr.ts`). */
export const bookingEn = {
} satisfies Record<string, string>;
