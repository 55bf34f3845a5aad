/**
 * The checkout's validation rules: the shared booking schema, the request body and the operator
 * hint. Loaded by the checkout on the visitor's first interaction rather than with the page: the
 * first paint does not need valibot.
 */
// The other network's rule is the staff's phone booking's too (`staff-booking-form.ts`).
export { otherNetworkKey, suggestOperator } from '../../domain/phone.ts';
export { createBookingSchema, parseWith } from '../../domain/schemas.ts';
export { otherTravellers, paymentNumberKey, requestBody } from './checkout-request.ts';
