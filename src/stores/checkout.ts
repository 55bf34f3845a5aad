/**
 * Checkout: four steps over one draft, validated with the shared booking schema (each step checks its
 * own fields), remembered in sessionStorage until the booking is made, then handed to the payment
 * page. The booking made is remembered too, so coming back never books the same trip twice. The
 * island only renders these stores and calls these actions.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Departure } from '../domain/departure.ts';
import { tripTypesFor } from '../domain/group-size.ts';
import { type BookingPrice, MAX_SPOTS, type PaymentType, priceBooking } from '../domain/pricing.ts';
import { TRIP_TYPES } from '../domain/trip-types.ts';
import type { Locale } from '../i18n/locales.ts';
import type { IslandApi } from './api.ts';
import { type BookedCart, bookedCartStore } from './checkout-booked.ts';
import { departureError, departureOptions, type SeatsAnswer } from './checkout-departures.ts';
import {
  type CheckoutDraft,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  type Field,
  fieldOfPath,
  isDraft,
  requestBody,
  resumeDraft,
  STEPS,
  type Step,
} from './checkout-fields.ts';
import type * as CheckoutRules from './checkout-rules.ts';
import { type FieldErrors, firstErrorField, stepOf, validateDraft } from './checkout-validation.ts';
import { notify } from './notices.ts';
import { paymentNumberStore } from './payment-number.ts';
import { type KeyValueStorage, storedValue } from './session-storage.ts';
import { failureMessage, type UiMessage } from './ui-message.ts';

export {
  type CheckoutDraft,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  type Field,
  STEPS,
  type Step,
} from './checkout-fields.ts';

/** What the page embeds about each bookable package: only what the island shows and prices with. */
export interface CheckoutPackage {
  slug: string;
  title: string;
  pricePerPerson: number;
  minPeople: number;
  image?: { src: string; alt: string } | undefined;
  /** Departures still to come when the page was built; absent or empty: sold on request. */
  departures?: Departure[] | undefined;
}

export interface PricingSettings {
  downPaymentPercent: number;
  feePercent: number;
}

export interface CheckoutOptions {
  locale: Locale;
  packages: readonly CheckoutPackage[];
  settings: PricingSettings;
  api: IslandApi;
  storage: KeyValueStorage | null;
  /** The `package` query parameter, if any. */
  requestedSlug: string | null;
  /**
   * The page was reached through the browser's history (Back, Forward): a booking this tab made
   * for the trip is offered again. A new visit (a link, the address typed) books afresh.
   */
  returning?: boolean | undefined;
  /** Today's date (YYYY-MM-DD) on the visitor's clock: a preferred date cannot be earlier. */
  today: string;
  navigate: (url: string) => void;
  urls: { packages: string; pay: (code: string) => string };
  /** The validation rules, e.g. `() => import('./checkout-rules.ts')`. */
  loadRules: () => Promise<Rules>;
}

/** `booked`: this tab already booked the trip; the island offers that booking's payment page. */
export type StartResult = 'ready' | 'redirected' | 'booked';

export type Rules = typeof CheckoutRules;

export function createCheckout(options: CheckoutOptions) {
  const { api, locale, packages, settings } = options;
  const saved = storedValue(options.storage, DRAFT_STORAGE_KEY, isDraft);
  const bookedCart = bookedCartStore(options.storage);
  let returning = options.returning ?? false;
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
  /** The booking already made for this trip in this tab (status `booked`). */
  const $booked = atom<BookedCart | null>(null);
  /** Bumped when the island should move focus: to a field with an error, or to the step heading. */
  const $focus = atom<{ target: Field | 'step'; seq: number } | null>(null);

  const $package: ReadableAtom<CheckoutPackage | null> = computed(
    $draft,
    (draft) => packages.find((item) => item.slug === draft.packageSlug) ?? null,
  );
  const $step = computed($draft, (draft): Step => STEPS[draft.step] ?? 'customize');
  /** The seats function's answer for the package on screen (null before it was asked). */
  const $seats = atom<SeatsAnswer | null>(null);
  /** The departures offered, empty for a trip sold on request (it keeps the preferred date). */
  const $departures = computed([$package, $seats], (pkg, seats) =>
    departureOptions(pkg, seats, options.today),
  );
  const $departure = computed(
    [$departures, $draft],
    (list, draft) => list.find((option) => option.id === draft.departureId) ?? null,
  );
  const $price: ReadableAtom<BookingPrice | null> = computed(
    [$draft, $package, $departure],
    (draft, pkg, dep) => {
      const spots = Number(draft.spots);
      if (!pkg || !Number.isSafeInteger(spots) || spots < pkg.minPeople || spots > MAX_SPOTS) return null;
      return priceBooking({
        // The chosen departure's price (its own, else the trip's: departurePricePerPerson).
        pricePerPerson: dep ? dep.pricePerPerson : pkg.pricePerPerson,
        spots,
        minPeople: pkg.minPeople,
        paymentType: draft.paymentType,
        downPaymentPercent: settings.downPaymentPercent,
        feePercent: settings.feePercent,
      });
    },
  );
  /**
   * The payment type the rules apply to this draft, and whether the full payment can be chosen: above
   * the online cap it cannot, and the draft keeps the visitor's own choice for when the total drops.
   */
  const $paymentChoice = computed(
    [$draft, $price],
    (draft, price): { value: PaymentType; fullAvailable: boolean } => ({
      value: price?.paymentType ?? draft.paymentType,
      fullAvailable: !price?.onlineCapExceeded,
    }),
  );
  /** The trip types this package can be booked as (a solo traveller cannot join a group-only trip). */
  const $tripTypes = computed($package, (pkg) => (pkg ? tripTypesFor(TRIP_TYPES, pkg.minPeople) : []));
  const $operatorSuggestion = computed([$draft, $rules], (draft, rules) =>
    rules ? rules.suggestOperator(draft.paymentNumber) : null,
  );
  /** The visitor kept their network for a number whose prefix says the other (a number that moved). */
  const $keptOperator = atom(false);

  /** Keeps the chosen network for this number and goes on. */
  async function keepOperator(): Promise<void> {
    $keptOperator.set(true);
    await next();
  }

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
    const draft = resumeDraft(saved.read(), options.requestedSlug, packages);
    if (!draft) {
      options.navigate(options.urls.packages);
      return 'redirected';
    }
    setDraft(draft);
    // Only the trip it was made for: another trip is a new booking.
    const made = returning ? bookedCart.read() : null;
    const booked = made?.packageSlug === draft.packageSlug ? made : null;
    $booked.set(booked);
    if (booked) return 'booked';
    void loadSeats();
    return 'ready';
  }

  /** The page came back from the browser's cache (Back): read again what this tab has done since. */
  function resume(): void {
    returning = true;
    $submitting.set(false);
    start();
  }

  /** "Make another booking": the trip's booking made here is forgotten and the form starts over. */
  function bookAgain(): void {
    bookedCart.clear();
    $booked.set(null);
    setDraft({ ...$draft.get(), step: 0 });
    $status.set('ready');
    void loadSeats();
    focus('step');
  }

  /** Asks the seats function for the package's departures (again after a refusal at booking). */
  async function loadSeats(): Promise<void> {
    const pkg = $package.get();
    if (!pkg?.departures?.length) return;
    const previous = $seats.get();
    // A refresh keeps showing the last answer until the new one comes.
    if (previous?.slug !== pkg.slug) $seats.set({ slug: pkg.slug, phase: 'loading', departures: [] });
    const outcome = await api.departures(pkg.slug);
    if (outcome.kind === 'ok') {
      $seats.set({ slug: pkg.slug, phase: 'ready', departures: outcome.data.departures });
    } else if (previous?.phase !== 'ready') {
      $seats.set({ slug: pkg.slug, phase: 'failed', departures: [] });
    }
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
    if (field === 'paymentNumber' || field === 'paymentMethod') $keptOperator.set(false);
    const errors = $errors.get();
    // A group too large for the departure, or a number of the other network, is mended by changing
    // either one.
    const cleared: Field[] =
      field === 'spots'
        ? ['spots', 'departureId']
        : field === 'paymentMethod'
          ? ['paymentMethod', 'paymentNumber']
          : [field];
    if (cleared.some((name) => errors[name])) {
      $errors.set(
        Object.fromEntries(Object.entries(errors).filter(([name]) => !cleared.includes(name as Field))),
      );
    }
  }

  function validate(rules: Rules, steps: readonly Step[]): FieldErrors {
    const draft = $draft.get();
    const errors = validateDraft(rules, draft, $package.get(), {
      today: options.today,
      locale,
      steps,
      keptOperator: $keptOperator.get(),
    });
    if (steps.includes('customize')) {
      const departure = departureError($departures.get(), draft.departureId, Number(draft.spots));
      if (departure) errors.departureId = departure;
      else delete errors.departureId;
    }
    return errors;
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
    goTo(draft.step - 1);
  }

  /** Shows a step the browser's history moved to (Back, Forward); submitting checks every step. */
  function goTo(step: number) {
    const draft = $draft.get();
    if (!STEPS[step] || step === draft.step) return;
    $errors.set({});
    $banner.set(null);
    setDraft({ ...draft, step });
    focus('step');
  }

  async function submit(): Promise<void> {
    if ($submitting.get()) return;
    const booked = $booked.get();
    if (booked) {
      // Already booked from this tab: its payment page, never a second booking.
      options.navigate(options.urls.pay(booked.code));
      return;
    }
    $banner.set(null);
    $submitting.set(true);
    let leaving = false;
    try {
      const rules = await rulesOrBanner();
      if (!rules || showErrors(validate(rules, STEPS))) return;
      const draft = $draft.get();
      // The type the invoice was priced with (the server applies the same rule whatever it is sent).
      const asked = { ...draft, paymentType: $paymentChoice.get().value };
      const outcome = await api.createBooking(requestBody(asked, locale));
      if (outcome.kind === 'ok') {
        saved.clear();
        const made = { code: outcome.data.code, packageSlug: draft.packageSlug };
        bookedCart.write(made);
        $booked.set(made);
        // The payment page shows this number in full if a payment from it fails.
        if (draft.paymentMethod) {
          paymentNumberStore(options.storage, outcome.data.code).write({
            method: draft.paymentMethod,
            number: draft.paymentNumber,
          });
        }
        leaving = true;
        options.navigate(options.urls.pay(outcome.data.code));
        return;
      }
      if (outcome.kind === 'refused' && outcome.data.key?.startsWith('api.departure.')) {
        // Sold out or too few seats since the list was read: said on the departure, list refreshed.
        showErrors({ departureId: { text: outcome.message } });
        void loadSeats();
        return;
      }
      if (outcome.kind === 'refused') {
        const errors: FieldErrors = {};
        for (const issue of outcome.data.issues ?? []) {
          const field = fieldOfPath(issue.path);
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
    $booked,
    $focus,
    $package,
    $step,
    $price,
    $departures,
    $departure,
    $paymentChoice,
    $tripTypes,
    $operatorSuggestion,
    start,
    resume,
    bookAgain,
    keepOperator,
    update,
    next,
    back,
    goTo,
    submit,
    ensureRules,
    loadSeats,
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
