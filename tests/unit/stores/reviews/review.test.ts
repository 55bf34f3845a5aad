import { beforeEach, describe, expect, it } from 'vitest';
import { drainNotices } from '../../../../src/stores/notices.ts';
import { createReview, type ReviewDraft } from '../../../../src/stores/reviews/review.ts';
import { type FakeApi, fakeApi, offline, ok, refused } from '../fake-api.ts';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  drainNotices();
});

const setup = () => createReview({ code: 'K7MX-3QPD-2W', locale: 'fr', api });
const good: ReviewDraft = { displayName: 'Jane', rating: 5, text: 'A wonderful trip to Kribi.' };

function fill(review: ReturnType<typeof setup>, draft: Partial<ReviewDraft>) {
  for (const [field, value] of Object.entries(draft))
    review.update(field as keyof ReviewDraft, value as never);
}

describe('review validation', () => {
  it.each([
    [
      'nothing filled',
      {},
      {
        displayName: 'validation.displayName.required',
        rating: 'validation.rating.required',
        text: 'validation.review.tooShort',
      },
    ],
    [
      'no rating',
      { displayName: 'Jane', text: 'A wonderful trip to Kribi.' },
      { rating: 'validation.rating.required' },
    ],
    [
      'text too short',
      { displayName: 'Jane', rating: 4, text: 'Nice' },
      { text: 'validation.review.tooShort' },
    ],
    [
      'markup only name',
      { displayName: '<b></b>', rating: 4, text: 'A wonderful trip to Kribi.' },
      { displayName: 'validation.displayName.required' },
    ],
  ] as const)('%s', async (_name, draft, expected) => {
    const review = setup();
    fill(review, draft);
    await review.submit();
    const keys = Object.fromEntries(
      Object.entries(review.$errors.get()).map(([field, message]) => [
        field,
        'key' in message ? message.key : '',
      ]),
    );
    expect(keys).toEqual(expected);
    expect(review.$focus.get()?.target).toBe(Object.keys(expected)[0]);
    expect(api.calls).toEqual([]);
  });
});

describe('sending a review', () => {
  it('sends once and says thank you', async () => {
    api.answer('submitReview', ok({ status: 'pending' }));
    const review = setup();
    fill(review, good);
    await review.submit();
    await review.submit();
    expect(api.callsOf('submitReview')).toEqual([[{ code: 'K7MX-3QPD-2W', ...good, locale: 'fr' }]]);
    expect(review.$phase.get()).toBe('sent');
    expect(review.$message.get()).toEqual({ key: 'islands.review.success' });
    // Said once, in the panel: no toast besides.
    expect(drainNotices()).toEqual([]);
  });

  it.each([
    ['already reviewed (409)', 'A review has already been left for this booking'],
    ['not paid (403)', 'Only bookings with a successful payment can be reviewed'],
  ])('%s: shows the refusal and closes the form', async (_name, message) => {
    api.answer('submitReview', refused(message));
    const review = setup();
    fill(review, good);
    await review.submit();
    expect(review.$phase.get()).toBe('refused');
    expect(review.$message.get()).toEqual({ text: message });
  });

  it('shows server field issues inline and lets the visitor fix them', async () => {
    api.answer(
      'submitReview',
      refused('Some fields are invalid.', {
        issues: [{ path: 'text', key: 'validation.review.tooLong', message: 'Trop long' }],
      }),
    );
    const review = setup();
    fill(review, good);
    await review.submit();
    expect(review.$phase.get()).toBe('editing');
    expect(review.$errors.get()).toEqual({ text: { text: 'Trop long' } });
  });

  it('a network failure keeps the form and explains', async () => {
    api.answer('submitReview', offline);
    const review = setup();
    fill(review, good);
    await review.submit();
    expect(review.$phase.get()).toBe('editing');
    expect(review.$message.get()).toEqual({ key: 'islands.error.network' });
  });
});
