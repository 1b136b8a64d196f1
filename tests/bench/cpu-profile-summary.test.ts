import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerOf, summarize } from './cpu-profile-summary.ts';

const project = (file: string) => `file://${path.join(process.cwd(), file)}`;

describe('a CPU profile summed up', () => {
  it('names the package, the project folder or V8 behind each frame', () => {
    expect(ownerOf(project('node_modules/express/lib/router.js'))).toBe('express');
    expect(ownerOf(project('node_modules/@mikro-orm/core/index.js'))).toBe('@mikro-orm/core');
    expect(ownerOf(project('src/domain/pricing/offers.ts'))).toBe('src/domain');
    expect(ownerOf('node:internal/streams/writable')).toBe('node (core)');
    expect(ownerOf('')).toBe('(V8 and native)');
  });

  it('shares the busy time by owner and by function, idle left out', () => {
    const frame = (functionName: string, file: string) => ({ functionName, url: file ? project(file) : '', lineNumber: 9 });
    const summary = summarize({
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('priceOffer', 'src/domain/pricing/offers.ts') },
        { id: 3, callFrame: frame('handle', 'node_modules/express/lib/router.js') },
      ],
      samples: [1, 2, 2, 2, 3, 1],
      timeDeltas: [5000, 1000, 1000, 1000, 1000, 5000],
    });
    expect(summary.busyMs).toBe(4);
    expect(summary.byOwner).toEqual([
      { name: 'src/domain', share: 0.75, ms: 3 },
      { name: 'express', share: 0.25, ms: 1 },
    ]);
    expect(summary.byFunction[0]).toEqual({ name: 'priceOffer src/domain:offers.ts:10', share: 0.75, ms: 3 });
  });
});
