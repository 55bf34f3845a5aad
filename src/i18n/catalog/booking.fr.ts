import type { bookingEn } from './booking.en.ts';

export const bookingFr: Record<keyof typeof bookingEn, string> = {
};
