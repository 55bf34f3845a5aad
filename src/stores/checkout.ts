/**
 * Checkout: four steps over one draft, validated with the shared booking schema (each step checks its
 * own fields), remembered in sessionStorage until the booking is made, then handed to the payment
 * page. The island only renders these stores and calls these actions.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Operator } from '../domain/phone.ts';
import {
  type BookingPrice,
  MAX_SPOTS,
  MIN_PEOPLE,
  type PaymentType,
  priceBooking,
} from '../domain/pricing.ts';
import type { CreateBookingInput, TripType } from '../domain/schemas.ts';
import type { Locale } from '../i18n/locales.ts';
import type { IslandApi } from './api.ts';
import type * as CheckoutRules from './checkout-rules.ts';
import { notify } from './notices.ts';
import { type KeyValueStorage, storedValue } from './session-storage.ts';
import { failureMessage, type UiMessage } from './ui-message.ts';

/** What the page embeds about each bookable package: only what the island shows and prices with. */
export interface CheckoutPackage {
  slug: string;
  title: string;
  pricePerPerson: number;
  minPeople: number;
  image?: { src: string; alt: string } | undefined;
}

export interface PricingSettings {
  downPaymentPercent: number;
  feePercent: number;
}

export const STEPS = ['customize', 'details', 'payment', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export interface CheckoutDraft {
  packageSlug: string;
  /** Kept as typed so a half-typed number is not lost; parsed on validation. */
  spots: string;
  preferredDate: string;
  tripType: TripType | '';
  paymentType: PaymentType;
  fullName: string;
  email: string;
  whatsapp: string;
  paymentMethod: Operator | '';
  paymentNumber: string;
  paymentEmail: string;
  termsAccepted: boolean;
  step: number;
}

export type Field = Exclude<keyof CheckoutDraft, 'packageSlug' | 'step'>;

/** Each field's path in the booking request (and in the server's `data.issues`). */
export const FIELD_PATHS: Record<Field, string> = {
  spots: 'spots',
  preferredDate: 'preferredDate',
  tripType: 'tripType',
  paymentType: 'paymentType',
  fullName: 'contact.fullName',
  email: 'contact.email',
  whatsapp: 'contact.whatsapp',
  paymentMethod: 'payment.method',
  paymentNumber: 'payment.number',
  paymentEmail: 'payment.email',
  termsAccepted: 'termsAccepted',
};

/** Fields of each step, in the order they are shown (the first error of a step gets the focus). */
export const STEP_FIELDS: Record<Step, readonly Field[]> = {
  customize: ['spots', 'preferredDate', 'tripType', 'paymentType'],
  details: ['fullName', 'email', 'whatsapp'],
  payment: ['paymentMethod', 'paymentNumber', 'paymentEmail'],
  confirm: ['termsAccepted'],
};

// Starts at 0 people and a single payment (docs/business-rules.md#money-and-prices).
export function emptyDraft(packageSlug: string): CheckoutDraft {
  return {
    packageSlug,
    spots: '0',
    preferredDate: '',
    tripType: '',
    paymentType: 'single',
    fullName: '',
    email: '',
    whatsapp: '',
    paymentMethod: '',
    paymentNumber: '',
    paymentEmail: '',
    termsAccepted: false,
    step: 0,
  };
}

export const DRAFT_STORAGE_KEY = 'checkout.draft.v1';

function isDraft(raw: unknown): raw is CheckoutDraft {
  if (typeof raw !== 'object' || raw === null) return false;
  const draft = raw as Record<string, unknown>;
  const reference = emptyDraft('');
  return (Object.keys(reference) as Array<keyof CheckoutDraft>).every(
    (name) => typeof draft[name] === typeof reference[name],
  );
}

export type FieldErrors = Partial<Record<Field, UiMessage>>;

export interface CheckoutOptions {
  locale: Locale;
  packages: readonly CheckoutPackage[];
  settings: PricingSettings;
  api: IslandApi;
  storage: KeyValueStorage | null;
  /** The `package` query parameter, if any. */
  requestedSlug: string | null;
  /** Today's date (YYYY-MM-DD) on the visitor's clock: a preferred date cannot be earlier. */
  today: string;
  navigate: (url: string) => void;
  urls: { packages: string; pay: (code: string) => string };
  /** The validation rules, e.g. `() => import('./checkout-rules.ts')`. */
  loadRules: () => Promise<Rules>;
}

export type StartResult = 'ready' | 'redirected';

export type Rules = typeof CheckoutRules;

export function createCheckout(options: CheckoutOptions) {
  const { api, locale, packages, settings } = options;
  const saved = storedValue(options.storage, DRAFT_STORAGE_KEY, isDraft);
  const $rules = atom<Rules | null>(null);
  let rulesLoading: Promise<Rules> | null = null;

  /** Loads the rules once; a failed load (connection lost) is retried on the next call. */
  function ensureRules(): Promise<Rules> {
    rulesLoading ??= options.loadRules().then(
      (rules) => {
        $rules.set(rules);
        return rules;
      },
      (error: unknown) => {
        rulesLoading = null;
        throw error;
      },
    );
    return rulesLoading;
  }

  /** `starting` until the guard ran (also what the server renders), then ready or leaving. */
  const $status = atom<'starting' | StartResult>('starting');
  const $draft = atom<CheckoutDraft>(emptyDraft(''));
  const $errors = atom<FieldErrors>({});
  /** A message about the whole form (server refusal, network failure). */
  const $banner = atom<UiMessage | null>(null);
  const $submitting = atom(false);
  /** Bumped when the island should move focus: to a field with an error, or to the step heading. */
  const $focus = atom<{ target: Field | 'step'; seq: number } | null>(null);

  const $package: ReadableAtom<CheckoutPackage | null> = computed(
    $draft,
    (draft) => packages.find((item) => item.slug === draft.packageSlug) ?? null,
  );
  const $step = computed($draft, (draft): Step => STEPS[draft.step] ?? 'customize');
  const $price: ReadableAtom<BookingPrice | null> = computed([$draft, $package], (draft, pkg) => {
    const spots = Number(draft.spots);
    if (
      !pkg ||
      !Number.isSafeInteger(spots) ||
      spots < Math.max(MIN_PEOPLE, pkg.minPeople) ||
      spots > MAX_SPOTS
    ) {
      return null;
    }
    return priceBooking({
      pricePerPerson: pkg.pricePerPerson,
      spots,
      minPeople: pkg.minPeople,
      paymentType: draft.paymentType,
      downPaymentPercent: settings.downPaymentPercent,
      feePercent: settings.feePercent,
    });
  });
  const $operatorSuggestion = computed([$draft, $rules], (draft, rules) =>
    rules ? rules.suggestOperator(draft.paymentNumber) : null,
  );

  let focusSeq = 0;
  function focus(target: Field | 'step') {
    focusSeq += 1;
    $focus.set({ target, seq: focusSeq });
  }

  function setDraft(next: CheckoutDraft) {
    $draft.set(next);
    saved.write(next);
  }

  function start(): StartResult {
    const result = guard();
    $status.set(result);
    return result;
  }

  function guard(): StartResult {
    const known = (slug: string | null | undefined) => !!slug && packages.some((item) => item.slug === slug);
    const stored = saved.read();
    if (options.requestedSlug) {
      if (!known(options.requestedSlug)) {
        options.navigate(options.urls.packages);
        return 'redirected';
      }
      if (stored && stored.packageSlug === options.requestedSlug) {
        setDraft(stored);
      } else {
        // Another package: keep who the visitor is, start the trip choices afresh.
        const fresh = emptyDraft(options.requestedSlug);
        if (stored) {
          for (const field of [...STEP_FIELDS.details, ...STEP_FIELDS.payment] as const) {
            (fresh as unknown as Record<string, unknown>)[field] = stored[field];
          }
        }
        setDraft(fresh);
      }
      return 'ready';
    }
    if (stored && known(stored.packageSlug)) {
      setDraft(stored);
      return 'ready';
    }
    options.navigate(options.urls.packages);
    return 'redirected';
  }

  function update<F extends Field>(field: F, value: CheckoutDraft[F]) {
    void ensureRules().catch(() => undefined);
    const next = { ...$draft.get(), [field]: value };
    // The operator follows the number until the visitor picks one.
    const rules = $rules.get();
    if (field === 'paymentNumber' && next.paymentMethod === '' && rules) {
      const suggested = rules.suggestOperator(String(value));
      if (suggested) next.paymentMethod = suggested;
    }
    setDraft(next);
    const errors = $errors.get();
    if (errors[field]) {
      const { [field]: _removed, ...rest } = errors;
      $errors.set(rest);
    }
  }

  function requestBody(draft: CheckoutDraft): CreateBookingInput {
    const body: CreateBookingInput = {
      packageSlug: draft.packageSlug,
      spots: draft.spots.trim() === '' ? Number.NaN : Number(draft.spots),
      tripType: draft.tripType as TripType,
      contact: { fullName: draft.fullName, email: draft.email, whatsapp: draft.whatsapp },
      payment: {
        method: draft.paymentMethod as Operator,
        number: draft.paymentNumber,
        ...(draft.paymentEmail.trim() ? { email: draft.paymentEmail } : {}),
      },
      paymentType: draft.paymentType,
      termsAccepted: draft.termsAccepted as true,
      locale,
    };
    if (draft.preferredDate) body.preferredDate = draft.preferredDate;
    return body;
  }

  /** Errors of the given steps' fields, from the shared schema plus the package's own minimum. */
  function validate(rules: Rules, steps: readonly Step[]): FieldErrors {
    const draft = $draft.get();
    const pkg = $package.get();
    const minPeople = Math.max(MIN_PEOPLE, pkg?.minPeople ?? MIN_PEOPLE);
    const params = { min: minPeople, max: MAX_SPOTS };
    const errors: FieldErrors = {};
    const result = rules.parseWith(rules.createBookingSchema(options.today), requestBody(draft));
    if (!result.ok) {
      for (const issue of result.issues) {
        const field = (Object.keys(FIELD_PATHS) as Field[]).find((name) => FIELD_PATHS[name] === issue.path);
        if (field && !errors[field]) errors[field] = { key: issue.key, params };
      }
    }
    const spots = Number(draft.spots);
    if (!errors.spots && Number.isFinite(spots) && spots < minPeople) {
      errors.spots = { key: 'validation.package.minPeople', params };
    }
    const wanted = new Set(steps.flatMap((step) => STEP_FIELDS[step]));
    return Object.fromEntries(Object.entries(errors).filter(([field]) => wanted.has(field as Field)));
  }

  function firstErrorField(errors: FieldErrors): Field | null {
    for (const step of STEPS) for (const field of STEP_FIELDS[step]) if (errors[field]) return field;
    return null;
  }

  function stepOf(field: Field): number {
    return STEPS.findIndex((step) => STEP_FIELDS[step].includes(field));
  }

  function showErrors(errors: FieldErrors): boolean {
    $errors.set(errors);
    const first = firstErrorField(errors);
    if (!first) return false;
    const draft = $draft.get();
    const step = stepOf(first);
    if (step !== draft.step) setDraft({ ...draft, step });
    focus(first);
    return true;
  }

  /** The rules, or null after telling the visitor why they could not be loaded. */
  async function rulesOrBanner(): Promise<Rules | null> {
    try {
      return await ensureRules();
    } catch (error) {
      $banner.set(failureMessage({ message: error instanceof Error ? error.message : 'network' }));
      return null;
    }
  }

  async function next(): Promise<void> {
    if ($submitting.get()) return;
    $banner.set(null);
    $submitting.set(true);
    const rules = await rulesOrBanner();
    $submitting.set(false);
    if (!rules) return;
    const draft = $draft.get();
    const step = STEPS[draft.step] ?? 'customize';
    if (showErrors(validate(rules, [step]))) return;
    if (draft.step < STEPS.length - 1) {
      setDraft({ ...draft, step: draft.step + 1 });
      focus('step');
    }
  }

  function back() {
    if ($submitting.get()) return;
    const draft = $draft.get();
    if (draft.step === 0) return;
    $errors.set({});
    $banner.set(null);
    setDraft({ ...draft, step: draft.step - 1 });
    focus('step');
  }

  async function submit(): Promise<void> {
    if ($submitting.get()) return;
    $banner.set(null);
    $submitting.set(true);
    let leaving = false;
    try {
      const rules = await rulesOrBanner();
      if (!rules || showErrors(validate(rules, STEPS))) return;
      const outcome = await api.createBooking(requestBody($draft.get()));
      if (outcome.kind === 'ok') {
        saved.clear();
        leaving = true;
        options.navigate(options.urls.pay(outcome.data.code));
        return;
      }
      if (outcome.kind === 'refused') {
        const errors: FieldErrors = {};
        for (const issue of outcome.data.issues ?? []) {
          const field = (Object.keys(FIELD_PATHS) as Field[]).find(
            (name) => FIELD_PATHS[name] === issue.path,
          );
          if (field && !errors[field]) errors[field] = { text: issue.message };
        }
        $banner.set({ text: outcome.message });
        notify('error', outcome.message);
        showErrors(errors);
        return;
      }
      const message = failureMessage(outcome.failure);
      $banner.set(message);
    } finally {
      // While the next page loads the buttons stay disabled, so a second click cannot book twice.
      if (!leaving) $submitting.set(false);
    }
  }

  return {
    $status,
    $draft,
    $errors,
    $banner,
    $submitting,
    $focus,
    $package,
    $step,
    $price,
    $operatorSuggestion,
    start,
    update,
    next,
    back,
    submit,
    ensureRules,
  };
}
