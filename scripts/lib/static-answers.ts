/**
 * The CDN's edge cache, for the local platform. Netlify answers a published file from its cache in
 * a millisecond or two; `@netlify/dev` runs every request through its whole chain (a temporary
 * folder made and removed, redirects, headers, a read of the file), which costs several
 * milliseconds a request and tens when a page asks for eight images at once. That time is not the
 * site's, but Lighthouse measures it as the server's and charges it to every request of a page.
 *
 * So a published file's answer (status, headers, body, and each compressed form once made) is kept
 * after the platform first served it, and served again while the file is unchanged: same path,
 * size and modification time. Only 200 answers to GETs are kept (the platform answers neither
 * ranges nor validators, so a GET's answer depends on the path alone).
 */
import { stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { compressWhole, type Encoding } from './compression.ts';

export interface StaticAnswer {
  status: number;
  headers: ReadonlyArray<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

interface Kept extends StaticAnswer {
  stamp: string;
  compressed: Map<Encoding, Uint8Array>;
}

/** Enough for the whole built site, images included, with room to spare. */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

export class StaticAnswers {
  readonly #publishDir: string;
  readonly #maxBytes: number;
  readonly #kept = new Map<string, Kept>();
  #bytes = 0;

  constructor(publishDir: string, maxBytes = DEFAULT_MAX_BYTES) {
    this.#publishDir = publishDir;
    this.#maxBytes = maxBytes;
  }

  /** The file the path names, as the platform finds it, with its size and time; none if absent. */
  async stamp(pathname: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const base = join(this.#publishDir, decoded);
    // Inside the publish folder only (not a sibling whose name starts the same).
    if (base !== this.#publishDir && !base.startsWith(`${this.#publishDir}${sep}`)) return undefined;
    for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
      try {
        const file = await stat(candidate);
        if (file.isFile()) return `${candidate}:${file.size}:${file.mtimeMs}`;
      } catch {
        // not this one
      }
    }
    return undefined;
  }

  get(key: string, stamp: string): StaticAnswer | undefined {
    const kept = this.#kept.get(key);
    if (kept?.stamp === stamp) return kept;
    if (kept) this.#forget(key, kept);
    return undefined;
  }

  /** Keeps a 200 answer read whole, and gives back an equal answer to send in its place. */
  async keep(key: string, stamp: string, answer: Response): Promise<Response> {
    if (answer.status !== 200 || answer.headers.has('set-cookie') || answer.body === null) return answer;
    const body = new Uint8Array(await answer.arrayBuffer());
    const headers = [...answer.headers];
    const previous = this.#kept.get(key);
    if (previous) this.#forget(key, previous);
    if (this.#bytes + body.byteLength <= this.#maxBytes) {
      this.#kept.set(key, { status: 200, headers, body, stamp, compressed: new Map() });
      this.#bytes += body.byteLength;
    }
    return new Response(body, { status: 200, headers: answer.headers });
  }

  /** The kept body compressed as the site server compresses, made once per encoding. */
  compressed(key: string, encoding: Encoding): Uint8Array | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    let bytes = kept.compressed.get(encoding);
    if (!bytes) {
      bytes = compressWhole(kept.body, encoding);
      kept.compressed.set(encoding, bytes);
      this.#bytes += bytes.byteLength;
    }
    return bytes;
  }

  #forget(key: string, kept: Kept): void {
    this.#kept.delete(key);
    this.#bytes -= kept.body.byteLength;
    for (const bytes of kept.compressed.values()) this.#bytes -= bytes.byteLength;
  }
}
