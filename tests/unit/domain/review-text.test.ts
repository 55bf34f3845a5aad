import { describe, expect, it } from 'vitest';
import { stripMarkup } from '../../../src/domain/review-text.ts';

describe('stripMarkup', () => {
  it.each([
    ['Great <b>trip</b>!', 'Great trip !'],
    ['<script>alert(1)</script>Nice', 'Nice'],
    ['<img src=x onerror=alert(1)>Lovely', 'Lovely'],
    ['a < b and c > d', 'a b and c d'],
    ['  spaced   out  ', 'spaced out'],
    ['line one\n\n  line two', 'line one\nline two'],
    ['<!-- hidden -->Shown', 'Shown'],
  ])('%j -> %j', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });
});
