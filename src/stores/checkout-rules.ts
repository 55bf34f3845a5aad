/**
 * The checkout's validation rules: the shared booking schema and the operator hint. Loaded by the
 * checkout on the visitor's first interaction rather than with the page, because the phone-number
 * rules carry libphonenumber's metadata (about 30 KB gzip) that the first paint does not need.
 */
export { suggestOperator } from '../domain/phone.ts';
export { createBookingSchema, parseWith } from '../domain/schemas.ts';
