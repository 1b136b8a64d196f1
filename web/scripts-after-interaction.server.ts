import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { IDLE_PREFETCH_REL, INERT_MODULE_TYPE } from './hydrate-on-interaction.ts';

// Attributes may come in any order around these (a CSP nonce, say); the nonce is kept.
const PRELOAD = /<link rel="modulepreload"([^>]*)>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module"([^>]*)>/g;

/**
 * Rewrites the streamed page so that its JavaScript waits for the visitor (at most
 * 60 KB before interaction; React and React Router weigh about 120 KB):
 * - React Router's `<link rel="modulepreload">` hints become inert (`rel="${IDLE_PREFETCH_REL}"`):
 *   nothing is fetched while the page loads; once it is idle, the inline script turns them into
 *   low-priority prefetches, so that the first tap finds the scripts in the browser's cache;
 * - its module script, which imports the application and hydrates it, is left inert (an
 *   unknown script type is never run) until `hydrate-on-interaction.ts` starts it.
 * The page itself is complete server-rendered HTML and works without the scripts.
 * A tag cut between two chunks is held back until its end arrives; characters cut between
 * chunks are joined by the decoder.
 */
export function scriptsAfterInteraction(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const release = (text: string, final: boolean) => {
    const combined = (pending + text)
      .replace(PRELOAD, `<link rel="${IDLE_PREFETCH_REL}"$1>`)
      .replace(MODULE_SCRIPT, `<script$1 type="${INERT_MODULE_TYPE}"$2>`);
    const open = combined.lastIndexOf('<');
    if (!final && open !== -1 && combined.indexOf('>', open) === -1) {
      pending = combined.slice(open);
      return combined.slice(0, open);
    }
    pending = '';
    return combined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, release(decoder.write(chunk), false));
    },
    flush(callback) {
      callback(null, release(decoder.end(), true));
    },
  });
}
