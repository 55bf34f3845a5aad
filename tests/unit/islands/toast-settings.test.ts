import { describe, expect, it } from 'vitest';
import { TOAST_SETTINGS } from '../../../src/islands/shell/SonnerToaster.tsx';

describe('toast settings', () => {
  it('are the product’s: 4 s, 14 px apart, 3 visible, alt+T, a close button', () => {
    expect(TOAST_SETTINGS).toMatchObject({
      duration: 4000,
      gap: 14,
      visibleToasts: 3,
      hotkey: ['altKey', 'KeyT'],
      closeButton: true,
    });
  });

  it('keep sonner’s 356 px width and 45 px swipe threshold (not settable, checked in its build)', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL(import.meta.resolve('sonner')), 'utf8');
    expect(source).toMatch(/TOAST_WIDTH = 356\b/);
    expect(source).toMatch(/SWIPE_THRESHOLD = 45\b/);
  });
});
