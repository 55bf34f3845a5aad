import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { pluralCategory } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../../stores/api.ts';
import { createReview, type ReviewField } from '../../stores/reviews/review.ts';
import { FieldError, TextField } from '../fields.tsx';
import { type Messages, textOf, translatorOf } from '../text.ts';
import { focusById } from '../use-start.ts';

interface ReviewFormProps {
  code: string;
  locale: Locale;
  messages: Messages;
  api: IslandApi;
  onSent: () => void;
}

const fieldId = (field: ReviewField) => `review-${field}`;

/** Display name, a star rating (native radios: arrow keys move between stars) and the text. */
export default function ReviewForm({ code, locale, messages, api, onSent }: ReviewFormProps) {
  const t = translatorOf(messages);
  const [review] = useState(() => createReview({ code, locale, api, onSent }));
  const draft = useStore(review.$draft);
  const errors = useStore(review.$errors);
  const phase = useStore(review.$phase);
  const message = useStore(review.$message);
  const focus = useStore(review.$focus);

  useEffect(() => {
    if (focus) focusById(fieldId(focus.target));
  }, [focus]);

  const error = (field: ReviewField) => {
    const value = errors[field];
    return value ? textOf(messages, value) : null;
  };

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void review.submit();
  }

  if (phase === 'sent' || phase === 'refused') {
    return (
      <p
        className={phase === 'sent' ? 'note note--success' : 'form-banner'}
        role={phase === 'sent' ? 'status' : 'alert'}
      >
        {message ? textOf(messages, message) : ''}
      </p>
    );
  }

  const ratingError = error('rating');
  return (
    <form className="review-form" noValidate onSubmit={onSubmit} aria-busy={phase === 'sending'}>
      {message ? (
        <p className="form-banner" role="alert">
          {textOf(messages, message)}
        </p>
      ) : null}
      <TextField
        id={fieldId('displayName')}
        label={t('islands.review.displayName')}
        autoComplete="nickname"
        value={draft.displayName}
        onValue={(value) => review.update('displayName', value)}
        error={error('displayName')}
      />
      <fieldset
        className="field stars-input"
        aria-describedby={ratingError ? `${fieldId('rating')}-error` : undefined}
      >
        <legend>{t('islands.review.rating')}</legend>
        <div className="stars-input__choices">
          {[1, 2, 3, 4, 5].map((count) => (
            <label key={count} className={count <= draft.rating ? 'star is-on' : 'star'}>
              <input
                type="radio"
                name="rating"
                className="visually-hidden"
                value={count}
                id={count === (draft.rating || 1) ? fieldId('rating') : undefined}
                checked={draft.rating === count}
                onChange={() => review.update('rating', count)}
                aria-invalid={ratingError ? true : undefined}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {t(
                  pluralCategory(count, locale) === 'one'
                    ? 'islands.review.starOne'
                    : 'islands.review.starOther',
                  {
                    count,
                  },
                )}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fieldId('rating')} error={ratingError} />
      </fieldset>
      <div className="field">
        <label htmlFor={fieldId('text')}>{t('islands.review.text')}</label>
        <textarea
          id={fieldId('text')}
          rows={5}
          value={draft.text}
          onChange={(event) => review.update('text', event.currentTarget.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${fieldId('text')}-error` : undefined}
        />
        <FieldError id={fieldId('text')} error={error('text')} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={phase === 'sending'}>
          {t('islands.review.submit')}
        </button>
      </div>
    </form>
  );
}
