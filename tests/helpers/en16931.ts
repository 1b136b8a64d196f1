import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
// @ts-expect-error saxon-js ships no type declarations
import SaxonJS from 'saxon-js';

// The official EN 16931 validation rules for CII (tests/fixtures/einvoicing, from the CEF's
// repository), run in Node by saxon-js. Compiling the XSLT takes about half a minute: it is
// compiled once per machine (xslt3, to a SEF file in the user's cache, named by the stylesheet's
// hash, so every clone of the same rules shares it), then each document is checked in under a second.

const ROOT = path.join(import.meta.dirname, '..', '..');
const STYLESHEET = path.join(ROOT, 'tests', 'fixtures', 'einvoicing', 'EN16931-CII-validation.xslt');

/** The compiled stylesheet's path, compiling it first when the stylesheet changed or was never compiled. */
export function compiledEn16931Rules(): string {
  const hash = createHash('sha256').update(readFileSync(STYLESHEET)).digest('hex').slice(0, 16);
  const folder = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'flash-transport', 'en16931');
  const sef = path.join(folder, `${hash}.sef.json`);
  if (!existsSync(sef)) {
    mkdirSync(folder, { recursive: true });
    // Written beside, then renamed: a run stopped halfway leaves no broken file for the next.
    const partial = `${sef}.${process.pid}.part`;
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'xslt3'), [`-xsl:${STYLESHEET}`, `-export:${partial}`, '-nogo', '-relocate:on'], {
      stdio: 'pipe',
      timeout: 180_000,
    });
    renameSync(partial, sef);
  }
  return sef;
}

export interface FailedAssert {
  id: string;
  flag: string;
  text: string;
}

/** The rules a CII document breaks, from the SVRL report: `flag` is "fatal" or "warning". */
export function en16931FailedAsserts(sef: string, cii: string): FailedAssert[] {
  const { principalResult } = SaxonJS.transform({ stylesheetFileName: sef, sourceText: cii, destination: 'serialized' }, 'sync') as {
    principalResult: string;
  };
  return [...principalResult.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(([, attributes, body]) => ({
    id: /\bid="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    flag: /\bflag="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1] ?? '').trim(),
  }));
}
