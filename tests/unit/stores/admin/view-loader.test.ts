/** A back-office view's store, without React: loading, errors, refreshing and late answers. */
import { describe, expect, it, vi } from 'vitest';
import { createViewLoader } from '../../../../src/stores/admin/view-loader.ts';
import { ok, refused, scriptedAdminApi, unreachable } from './fake-admin-api.ts';

function bookingLoader() {
  const server = scriptedAdminApi();
  const signedOut = vi.fn();
  const loader = createViewLoader((code) => server.api.booking(code), {
    signedOut,
    networkError: 'Le serveur est injoignable.',
  });
  return { server, signedOut, loader };
}

describe('a view store', () => {
  it('shows "loading" for the key it opens, then its data', async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    expect(loader.$view.get()).toEqual({ key: 'K7MX', loaded: { state: 'loading' } });
    expect(server.calls).toEqual(['booking("K7MX")']);
    await server.answer('booking', ok({ code: 'K7MX' }));
    expect(loader.$view.get()).toEqual({ key: 'K7MX', loaded: { state: 'ok', data: { code: 'K7MX' } } });
  });

  it("shows a refusal in the server's words, offering Try again unless the role is refused", async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    await server.answer('booking', refused('Réservation introuvable.', 'other'));
    expect(loader.$view.get().loaded).toEqual({
      state: 'error',
      message: 'Réservation introuvable.',
      retry: true,
    });
    void loader.refresh();
    expect(loader.$view.get().loaded).toEqual({ state: 'loading' });
    await server.answer('booking', refused('Réservé aux propriétaires.', 'forbidden'));
    expect(loader.$view.get().loaded).toEqual({
      state: 'error',
      message: 'Réservé aux propriétaires.',
      retry: false,
    });
  });

  it('words a server out of reach in the language it was given', async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    await server.answer('booking', unreachable);
    expect(loader.$view.get().loaded).toEqual({
      state: 'error',
      message: 'Le serveur est injoignable.',
      retry: true,
    });
  });

  it('hands a lost session to the session (the sign-in screen), not to the view', async () => {
    const { server, loader, signedOut } = bookingLoader();
    void loader.open('K7MX');
    await server.answer('booking', refused('Reconnectez-vous.', 'signedOut'));
    expect(signedOut).toHaveBeenCalledWith('Reconnectez-vous.');
    expect(loader.$view.get().loaded).toEqual({ state: 'loading' });
  });

  it('keeps the data on screen while it refreshes, then shows the new answer', async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    await server.answer('booking', ok({ paid: 0 }));
    void loader.refresh();
    expect(loader.$view.get().loaded).toEqual({ state: 'ok', data: { paid: 0 } });
    await server.answer('booking', ok({ paid: 50_000 }));
    expect(loader.$view.get().loaded).toEqual({ state: 'ok', data: { paid: 50_000 } });
  });

  it("never lets another key's late answer replace the key now open", async () => {
    const { server, loader } = bookingLoader();
    void loader.open('AAAA');
    void loader.open('BBBB');
    const [first, second] = server.pending;
    await second?.answer(ok({ code: 'BBBB' }));
    await first?.answer(ok({ code: 'AAAA' }));
    expect(loader.$view.get()).toEqual({ key: 'BBBB', loaded: { state: 'ok', data: { code: 'BBBB' } } });
  });

  it('never lets an answer from before an action replace the one read after it', async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    // An action succeeded while the first read was on its way: the store reads again.
    void loader.refresh();
    const [before, after] = server.pending;
    await after?.answer(ok({ paid: 50_000 }));
    await before?.answer(ok({ paid: 0 }));
    expect(loader.$view.get().loaded).toEqual({ state: 'ok', data: { paid: 50_000 } });
  });

  it('drops an answer arriving after the view closed, and refreshes nothing once closed', async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    loader.close();
    await server.answer('booking', ok({ code: 'K7MX' }));
    expect(loader.$view.get()).toEqual({ key: null, loaded: { state: 'loading' } });
    await loader.refresh();
    expect(server.calls).toEqual(['booking("K7MX")']);
  });

  it('opens afresh a view opened before: "loading", not the data of the last visit', async () => {
    const { server, loader } = bookingLoader();
    void loader.open('K7MX');
    await server.answer('booking', ok({ paid: 0 }));
    void loader.open('K7MX');
    expect(loader.$view.get().loaded).toEqual({ state: 'loading' });
  });
});
