/**
 * Type-level tests of the islands' message keys (`src/islands/text.ts`): a key the catalogue does
 * not hold fails the type check, whether written as it is, built from a domain value, or carried
 * by a store's message. Checked by tsc (`vitest --project types`), never run.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { PaymentMethod } from '../../src/domain/payment-method.ts';
import type { MessageKey } from '../../src/i18n/messages.ts';
import type { AdminEnv } from '../../src/islands/admin/admin-env.tsx';
import { translatorOf } from '../../src/islands/text.ts';
import type { UiMessage } from '../../src/stores/ui-message.ts';

const t = translatorOf({});

describe('island message keys', () => {
  it('takes a key of the catalogue and refuses any other', () => {
    expectTypeOf(t('islands.shell.loading')).toEqualTypeOf<string>();
    // @ts-expect-error a key no catalogue holds (a typo of islands.shell.loading)
    t('islands.shell.loadng');
    expectTypeOf(t).parameter(0).toEqualTypeOf<MessageKey>();
  });

  it('checks a key built from a domain value against every value', () => {
    const method = 'mtn' as PaymentMethod;
    t(`payment.method.${method}`);
    // @ts-expect-error no `payment.operator.*` keys exist
    t(`payment.operator.${method}`);
  });

  it("holds a store's message and a counted text to the catalogue too", () => {
    const ok: UiMessage = { key: 'islands.error.generic' };
    expectTypeOf(ok).toExtend<UiMessage>();
    // @ts-expect-error a key no catalogue holds
    const wrong: UiMessage = { key: 'islands.error.generik' };
    expectTypeOf(wrong).toExtend<UiMessage>();
    const tn = null as unknown as AdminEnv['tn'];
    expectTypeOf(tn).parameter(0).toExtend<MessageKey>();
    tn('admin.ui.today.payments', 2);
    // @ts-expect-error a key without a singular sibling (`<key>One`)
    tn('admin.ui.booking.total', 2);
  });
});
