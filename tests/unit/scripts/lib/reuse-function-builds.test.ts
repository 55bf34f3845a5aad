import { FunctionsHandler } from '@netlify/functions-dev';
import { describe, expect, it } from 'vitest';
import {
  DEV_VERSION,
  PATCHED_VERSION,
  patchProblem,
  reuseFunctionBuilds,
} from '../../../../scripts/lib/reuse-function-builds.ts';

// The patched method is private to the library: reached the way the patch reaches it.
const handlerPrototype = FunctionsHandler.prototype as unknown as { invoke: unknown };
const invokeOfFour = (_request: unknown, _route: unknown, _func: unknown, _folder: unknown) => undefined;

describe('the patch of the local functions server', () => {
  it('applies to the installed, pinned version', () => {
    const original = handlerPrototype.invoke;
    expect(patchProblem(PATCHED_VERSION, original)).toBeNull();
    expect(() => reuseFunctionBuilds()).not.toThrow();
    expect(handlerPrototype.invoke).not.toBe(original);
  });

  it('refuses another version, naming it and the way out', () => {
    const problem = patchProblem('2.1.0', invokeOfFour);
    expect(problem).toContain('version 2.1.0 is installed');
    expect(problem).toContain(`@netlify/functions-dev ${PATCHED_VERSION}`);
    expect(problem).toContain('npm install');
    expect(problem).toContain('scripts/lib/reuse-function-builds.ts');
  });

  it('refuses another @netlify/dev, whose per-request folders it recognises', () => {
    expect(patchProblem(PATCHED_VERSION, invokeOfFour, '5.2.0')).toContain('@netlify/dev 5.2.0');
    expect(patchProblem(PATCHED_VERSION, invokeOfFour, DEV_VERSION)).toBeNull();
  });

  it('refuses a changed method shape', () => {
    expect(patchProblem(PATCHED_VERSION, undefined)).toContain('changed');
    expect(patchProblem(PATCHED_VERSION, (request: unknown) => request)).toContain('changed');
  });
});
