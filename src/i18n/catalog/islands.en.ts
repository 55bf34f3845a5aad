/** English islands strings: the source of truth; French must provide every key (`islands.fr.ts`). */
export const islandsEn = {
  // Page titles and descriptions of the island pages.
  'islands.page.checkout.description': 'Book your trip in four short steps and pay by mobile money.',
  'islands.page.partialPay.title': 'Pay for your booking',
  'islands.page.noscript': 'This page needs JavaScript to work. Please enable it and reload the page.',

  // Shell: toasts, loading bar, fatal error state.
  'islands.shell.toasts': 'Notifications',
  'islands.shell.closeToast': 'Close the notification',
  'islands.shell.loading': 'Loading…',
  'islands.shell.fatalTitle': 'An error occurred',
  'islands.shell.fatalBody': 'Please try again',
  'islands.shell.reload': 'Reload the page',

  // Error catalogue (docs/business-rules.md#error-catalogue).
  'islands.error.network':
    'There seems to be a problem contacting the server. Please check your internet connection and try again.',
  'islands.error.timeout': 'The request has timed out. Please try again later.',
  'islands.error.connection':
    'Unable to connect to the server. Please ensure the server is running and reachable.',
  'islands.error.dns': 'DNS lookup failed. Please check your network settings.',
  'islands.error.ssl': 'SSL certificate error. Please check your SSL settings.',
  'islands.error.auth': 'Authentication failed. Please check your credentials and try again.',
  'islands.error.permission': 'Permission denied. Please check your access rights.',
  'islands.error.notFound': 'The requested resource could not be found. Please check the URL and try again.',
  'islands.error.server': 'The server encountered an error. Please try again later.',
  'islands.error.rateLimit': 'Rate limit exceeded. Please wait before making more requests.',
  'islands.error.parse': 'There was an error parsing the response. Please check the response format.',
  'islands.error.generic': 'An error occurred',
  'islands.error.tryAgain': 'Please try again',

  // Checkout.
  'islands.checkout.heading': 'Book {package}',
  'islands.checkout.progress': 'Step {current} of {total}',
  'islands.checkout.step.customize': 'Customize booking',
  'islands.checkout.step.details': 'Your details',
  'islands.checkout.step.payment': 'Payment details',
  'islands.checkout.step.confirm': 'Are we good to go?',
  'islands.checkout.next': 'Proceed to next step',
  'islands.checkout.back': 'Back to previous step',
  'islands.checkout.submit': 'Proceed to Payment',
  'islands.checkout.submitting': 'Creating your booking…',
  'islands.checkout.booked.title': 'This trip is already booked',
  'islands.checkout.booked.body':
    'Your booking {code} was made from this page. Pay for it on its payment page: coming back here does not book it again.',
  'islands.checkout.booked.pay': 'Continue to payment',
  'islands.checkout.booked.again': 'Make another booking',
  'islands.checkout.errorSummary': 'Please correct the highlighted fields.',
  'islands.checkout.spots': 'Number of spots',
  'islands.checkout.spotsHint': 'At least {min} people.',
  'islands.checkout.date': 'Preferred departure date',
  'islands.checkout.dateHint': 'Optional. We will confirm the exact date with you.',
  'islands.checkout.tripType': 'Trip type',
  'islands.checkout.paymentType': 'Payment type',
  'islands.checkout.paymentType.single': 'Pay the full amount now',
  'islands.checkout.paymentType.multiple': 'Pay a down payment now and the rest later',
  'islands.checkout.paymentType.depositOnline': 'Pay the down payment online now, the rest with our agency',
  'islands.checkout.fullUnavailable':
    'Your total ({total}) is above {limit}: only the down payment is paid online, so the full amount cannot be paid now. Our agency will contact you for the rest.',
  'islands.checkout.lateBalance':
    'Your trip is less than {days} days away: with a down payment, the rest is due by {date}, before departure.',
  'islands.checkout.name': 'Full name',
  'islands.checkout.email': 'E-mail',
  'islands.checkout.whatsapp': 'WhatsApp number',
  'islands.checkout.phoneHint': 'A Cameroon number, e.g. 670 00 00 00.',
  'islands.checkout.whatsappHint':
    'A Cameroon number (670 00 00 00), or an international one starting with +.',
  'islands.checkout.whatsappOptIn': 'Also send my confirmation, receipts and reminders on WhatsApp',
  'islands.checkout.whatsappOptInHint':
    'To the WhatsApp number above, where you can answer us. The e-mails come either way.',
  'islands.checkout.whatsappMessages': 'Messages on WhatsApp',
  'islands.checkout.whatsappMessages.yes':
    'Yes, as well as e-mail, once you write to us on WhatsApp from that number with your booking code (your booking page gives the link) or pay from it',
  'islands.checkout.whatsappMessages.no': 'No, e-mail only',
  'islands.checkout.travellers': 'Other travellers’ names (optional)',
  'islands.checkout.travellersHint': 'One name per line. You can also give them later, on your booking page.',
  'islands.checkout.paymentMethod': 'Payment method',
  'islands.checkout.paymentNumber': 'Payment number',
  'islands.checkout.paymentEmail': 'E-mail for the payment receipt (optional)',
  'islands.checkout.paymentEmailHint':
    'Fapshi, our payment provider, e-mails its own receipt of each payment here. Left empty, it goes to your contact e-mail.',
  'islands.checkout.paymentEmailHint.card':
    'CinetPay, our card payment provider, receives this address with the payment and may send its receipt there. Left empty, it gets your contact e-mail.',
  'islands.checkout.operatorSuggestion': 'This looks like an {operator} number.',
  'islands.checkout.useOperator': 'Use {operator}',
  'islands.checkout.keepOperator': 'My number is on {operator}',
  'islands.checkout.summary': 'Summary',
  'islands.checkout.summaryTravellers': 'Other travellers',
  'islands.checkout.invoice': 'Invoice',
  'islands.checkout.terms': 'I agree to the terms of use and the privacy policy.',
  'islands.checkout.termsLink': 'Terms of use',
  'islands.checkout.privacyLink': 'Privacy policy',
  'islands.checkout.noDate': 'To be agreed',
  'islands.checkout.departure': 'Departure',
  'islands.checkout.departureHint': 'Dates our agency has scheduled. Prices are per person.',
  'islands.checkout.departureDate': 'Scheduled departure',
  'islands.checkout.perPerson': '{price} per person',
  'islands.checkout.seatsLeftOne': 'One seat left',
  'islands.checkout.seatsLeftOther': '{count} seats left',
  'islands.checkout.fewSeatsOne': 'Only one seat left',
  'islands.checkout.fewSeatsOther': 'Only {count} seats left',
  'islands.checkout.seatsChecking': 'Checking seats…',
  'islands.checkout.seatsUnknown': 'Seats checked when you book',
  'islands.checkout.departureFull': 'Full, no seats left',
  'islands.checkout.departureClosed': 'Closed to bookings',
  'islands.checkout.departureError.full': 'This departure is full. Please choose another date.',
  'islands.checkout.departureError.closed':
    'This departure is closed to bookings. Please choose another date.',
  'islands.checkout.departureError.fewOne':
    'Only one seat left on this departure. Please book fewer people or choose another date.',
  'islands.checkout.departureError.fewOther':
    'Only {count} seats left on this departure. Please book fewer people or choose another date.',
  'islands.checkout.aboveLimit':
    'Your total is above {limit}: only the down payment is paid online and our agency will contact you for the rest.',

  // Invoice lines, shared by checkout, payment and booking details.
  'islands.invoice.package': 'Package',
  'islands.invoice.spots': 'Spots',
  'islands.invoice.pricePerPerson': 'Price per person',
  'islands.invoice.total': 'Total',
  'islands.invoice.fee': 'Mobile money fee',
  'islands.invoice.downPayment': 'Down payment',
  'islands.invoice.fullPayment': 'Full payment',
  'islands.invoice.balance': 'Balance',
  'islands.invoice.dueNow': 'Due now',
  'islands.invoice.later': 'Left to pay later',

  // Payment.
  'islands.pay.doNotClose': 'Do not close or reload this page!',
  'islands.pay.bookingCode': 'Booking code',
  'islands.pay.payWith': 'Paying with {method} from {number}',
  'islands.pay.start': 'Pay {amount} now',
  'islands.pay.status.starting': 'Starting the payment…',
  'islands.pay.offline':
    'You are offline. The payment goes on at the operator; this page checks again as soon as the connection is back.',
  'islands.pay.status.initiated': 'Payment initiated. Waiting for your confirmation on your phone…',
  'islands.pay.status.inProgress': 'Payment in progress…',
  'islands.pay.status.updating': 'Updating booking status…',
  'islands.pay.status.success': 'Payment successful! Your booking is confirmed.',
  'islands.pay.status.failed': 'This payment has failed.',
  'islands.pay.status.stillWaiting':
    'Still waiting for your confirmation. Check your phone and approve the payment.',
  'islands.pay.retry': 'Retry the payment',
  'islands.pay.retryNumber': 'Payment number for the retry',
  'islands.pay.checkAgain': 'Check the payment again',
  'islands.pay.stuck': 'Completed payment but stuck here?',
  'islands.pay.viewBooking': 'See your booking details',
  'islands.pay.cancel': 'Cancel',
  'islands.pay.restart': 'restart the reservation',
  'islands.pay.restartLead': 'Changed your mind? You can',
  'islands.pay.nothingDue': 'This booking is fully paid. Nothing is due.',
  'islands.pay.abandoned':
    'This booking was closed on {date} because it was not paid, so it cannot be paid any more. Make a new booking, or write to us on WhatsApp with your booking code.',
  'islands.pay.cancelled':
    'Our agency cancelled this booking on {date}, so it cannot be paid. Write to us on WhatsApp with your booking code if you have any question.',
  'islands.pay.contactInstead':
    'This booking’s total ({total}) is above {limit}, so only the down payment is paid online. Our agency will contact you to settle the {left} left: there is nothing more to pay online.',
  'islands.pay.openElsewhere': 'A payment for this booking is already in progress. Following it here.',

  // Booking details (tracking).
  'islands.track.reservation': 'Reservation',
  'islands.track.code': 'Booking code',
  'islands.track.package': 'Package',
  'islands.track.spots': 'Spots',
  'islands.track.date': 'Preferred departure date',
  'islands.track.departure': 'Scheduled departure',
  'islands.track.tripDates': '{start} to {end}',
  'islands.track.dateToConfirm': 'To be confirmed',
  'islands.track.glance': 'Your booking at a glance',
  'islands.track.reservedOn': 'Reserved on',
  'islands.track.status': 'Status',
  'islands.track.contact': 'Contact',
  'islands.track.whatsappMessages': 'Messages on WhatsApp',
  'islands.track.whatsappMessages.yes': 'Yes: confirmation, receipts and reminders, as well as e-mail',
  'islands.track.whatsappMessages.no': 'No: e-mail only',
  'islands.track.whatsappMessages.waiting':
    'Not yet: they start once you write to us on WhatsApp from the number above with your booking code (or pay from it). The e-mails come meanwhile.',
  'islands.track.whatsappStart': 'Write to us on WhatsApp',
  'islands.track.whatsappStartMessage': 'Hello, please send the messages of my booking {code} here.',
  'islands.track.paymentInfo': 'Payment info',
  'islands.track.total': 'Total',
  'islands.track.alreadyPaid': 'Already paid',
  'islands.track.leftToPay': 'Left to pay',
  'islands.track.balanceDue': 'Balance due by',
  'islands.track.meetingAt': 'Meeting point: {point}, at {time}.',
  'islands.track.addToCalendar': 'Add to calendar',
  'islands.track.calendarSummary': 'Trip: {package}',
  'islands.track.calendarDescription': 'Booking {code}. Details and payments: {url}',
  'islands.track.print': 'Print the receipt',
  'islands.track.completion': 'Completion: {percent}',
  'islands.track.transactions': 'Transactions',
  'islands.track.noTransactions': 'No transactions yet.',
  'islands.track.noTransactionsClosed': 'No payment was made on this booking.',
  'islands.track.txDate': 'Date',
  'islands.track.txAmount': 'Amount',
  'islands.track.txFee': '+ {fee} fee',
  'islands.track.txMethod': 'Method',
  'islands.track.txStatus': 'Status',
  'islands.track.txReference': 'Reference',
  'islands.track.quickActions': 'Quick actions',
  'islands.track.contactSupport': 'Contact support on WhatsApp',
  'islands.track.supportHint':
    'A question about this booking? Write to us on WhatsApp and give your booking code.',
  'islands.track.supportMessage': 'Hello, I need help with my booking {code}.',
  'islands.track.payBalance': 'Pay the balance',
  'islands.track.abandoned':
    'This booking was closed on {date} because it was not paid. It takes no more payments. To travel with us, make a new booking, or write to us on WhatsApp with your booking code.',
  'islands.track.statusAbandoned': 'Closed, not paid',
  'islands.track.cancelled':
    'Our agency cancelled this booking on {date}. It takes no more payments. Write to us on WhatsApp with your booking code if you have any question.',
  'islands.track.overpaid':
    'We received {excess} more than the total of this booking: a payment went through twice. Our team will send the difference back to your mobile money number. Write to us on WhatsApp with your booking code if you have any question.',
  'islands.track.excessReturned':
    'A payment went through twice on this booking: we have sent the {amount} paid over the total back to your mobile money number.',
  'islands.track.overpaidCard':
    'We received {excess} more than the total of this booking: a payment went through twice. Our team will refund the difference to the card that paid. Write to us on WhatsApp with your booking code if you have any question.',
  'islands.track.excessReturnedCard':
    'A payment went through twice on this booking: we have refunded the {amount} paid over the total to the card that paid.',
  'islands.track.statusCancelled': 'Cancelled',
  'islands.track.statusRefunded': 'Cancelled · refunded',
  'islands.track.refunded': 'Refunded',
  'islands.track.refundOwed': 'To be refunded',
  'islands.track.refundDecided': 'Refund decided (cancellation policy)',
  'islands.track.refundExcess': 'Paid over the price, returned in full',
  'islands.track.refundShare': 'Share of the price paid (cancellation policy)',
  'islands.track.cancellation': 'Cancellation',
  'islands.checkout.cancellationPolicy': 'Cancellation policy',
  'islands.track.cancelEmail': 'Your e-mail address',
  'islands.track.cancelEmailHint': 'The one you gave when booking.',
  'islands.track.cancelReason': 'Reason (optional)',
  'islands.track.cancelSubmit': 'Ask to cancel',
  'islands.track.travellers': 'Travellers',
  'islands.track.travellerName': 'Traveller {number}',
  'islands.track.travellerUnnamed': 'Not named yet',
  'islands.track.travellersReminder': 'Tell us who is travelling before {date}.',
  'islands.track.travellersReminderUndated': 'Tell us who is travelling before your trip.',
  'islands.track.travellersHint':
    'Each traveller’s full name. Leave a field empty if you do not know the name yet.',
  'islands.track.travellersSubmit': 'Save the names',
  'islands.track.remindersOff':
    'Reminders are off for this booking: you asked us to stop them. Payment receipts are still sent.',
  'islands.track.overbooked':
    'We have received your payment, thank you. Your seats had been released while the payment was awaited, and meanwhile this departure filled up. The agency will contact you to choose another date or to refund you.',
  'islands.track.cancelAsked':
    'You asked to cancel on {date}. The agency will answer by e-mail, with the refund its policy gives.',
  'islands.track.cancelDeclined': 'The agency declined your request to cancel: {message}',
  'islands.track.refundLine': '{amount} refunded by {method} on {date}',
  'islands.track.leaveReview': 'Leave a review',
  'islands.track.searchAgain': 'Check the code and try again, or contact our support.',
  'islands.track.backHome': 'Back to the home page',

  // Review form.
  'islands.review.heading': 'Leave a review',
  'islands.review.displayName': 'Public display name',
  'islands.review.rating': 'Your rating',
  'islands.review.starOne': '{count} star out of 5',
  'islands.review.starOther': '{count} stars out of 5',
  'islands.review.text': 'Your review',
  'islands.review.submit': 'Send my review',
  'islands.review.success': 'Thank you! Your review was received and will appear once approved.',
  'islands.review.alreadyReviewed': 'You have already reviewed this booking.',
  'islands.review.notPaid': 'You can review your trip once it is paid in full and over.',
  'islands.review.afterTrip': 'You can review your trip after it, from {date}.',
  'islands.review.afterTravelled':
    'You can review your trip after it, once our agency has recorded it as done.',

  // Customer journey: live price, what is charged where, retries, what comes next.
  'islands.checkout.livePrice': 'Your price',
  'islands.checkout.priceHint': 'Enter the number of people to see the price.',
  'islands.checkout.priceHintMinimum':
    'This trip takes at least {min} people: enter {min} or more to see the price.',
  'islands.pay.title.deposit': 'Pay the down payment',
  'islands.pay.title.full': 'Pay in full',
  'islands.pay.title.balance': 'Pay the balance',
  'islands.pay.chargeTo': 'We will ask for {amount} on the {operator} number {number}.',
  'islands.pay.chargeToStored': 'We will ask for {amount} on the {operator} number given with your booking.',
  'islands.pay.approve.mtn':
    'A Mobile Money prompt appears on that phone: enter your PIN to approve. No prompt? Dial *126# and approve the pending payment.',
  'islands.pay.approve.orange':
    'An Orange Money prompt appears on that phone: enter your PIN to approve. No prompt? Dial #150*50# and approve the pending payment.',
  'islands.pay.changeNumber': 'Use another number',
  'islands.pay.failedFrom':
    'The payment from {number} did not go through. Check the number, or enter another one.',
  'islands.pay.numberRequired': 'Enter the number to charge',
  'islands.pay.confirmSame': 'This number failed a moment ago. Try it again?',
  'islands.pay.confirmSameYes': 'Yes, try {number} again',
  'islands.pay.keepCode': 'Keep this code: {code}. You need it to follow your booking.',
  'islands.pay.emailSent': 'A confirmation was sent by e-mail to {email}.',
  'islands.pay.nextHeading': 'What happens next',
  'islands.pay.next.balance':
    'Pay the {amount} left from your booking page whenever you are ready, before departure. Our team will contact you on WhatsApp to confirm the date.',
  'islands.pay.next.offline':
    'Our agency will contact you to settle the {amount} left, and on WhatsApp to confirm the date.',
  'islands.pay.next.paid':
    'Our team will contact you on WhatsApp to confirm the departure date and the meeting point.',
  'islands.pay.next.paidDeparture':
    'Your departure is on {date}. Our team will contact you on WhatsApp before it with the last details.',
  'islands.pay.next.balanceDeparture':
    'Pay the {amount} left from your booking page whenever you are ready, before your departure on {date}.',
  'islands.pay.next.offlineDeparture':
    'Our agency will contact you to settle the {amount} left before your departure on {date}.',
  'islands.pay.next.meetingAt': 'Meeting point: {point}, at {time}.',
  'islands.pay.next.meetingPoint': 'Meeting point: {point}.',
  'islands.pay.restartWarning': 'This makes a new booking with a new code; this one stays as it is.',

  // Card payments (Visa, Mastercard) beside mobile money: the choice, the card's page and its return.
  'islands.card.method.legend': 'How would you like to pay?',
  'islands.card.method.mobile_money': 'Mobile money (MTN, Orange)',
  'islands.card.method.card': 'Card (Visa, Mastercard)',
  'islands.card.checkoutNote':
    'After booking, you pay on the secure page of our payment partner. Your card details never reach us.',
  'islands.card.fee': 'Card fee',
  'islands.card.hostedNote':
    'You enter your card on the secure page of our payment partner, CinetPay, then come back here. Your card details never reach us.',
  'islands.card.pay': 'Pay {amount} by card',
  'islands.card.open': 'A card payment for this booking is open. Waiting for the bank’s answer…',
  'islands.card.continue': 'Continue to the secure card page',
  'islands.card.notThisBooking': 'This payment does not belong to this booking.',
  'islands.card.noAttempt': 'This address names no card payment. Open your booking to see its payments.',
  'islands.card.return.title': 'Card payment',
  'islands.card.return.checking': 'Checking your payment…',
  'islands.card.return.pending':
    'Your bank is confirming the payment. This usually takes a few seconds, and this page updates by itself.',
  'islands.card.return.stillWaiting':
    'Still waiting for the confirmation. You may leave: your booking page shows the payment once it is confirmed.',
  'islands.card.return.paid': 'Payment of {amount} received. Your booking is paid in full.',
  'islands.card.return.depositPaid':
    'Down payment of {amount} received. Your booking is confirmed; {left} is left to pay before departure.',
  'islands.card.return.declined': 'Your card was declined.',
  'islands.card.return.abandoned': 'The card payment was not completed.',
  'islands.card.return.failed': 'The card payment did not go through.',
  'islands.card.return.nothingTaken': 'No money was taken. You can try again, with this card or another one.',
  'islands.card.return.retry': 'Try the card payment again',
} satisfies Record<string, string>;
