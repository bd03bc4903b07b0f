import { config } from 'zod/v4/core';

/*
 * Under the CSP (no 'unsafe-eval') zod's compiled validators cannot run, and merely probing for
 * them files a violation report. zod probes when a schema is built, so this runs as soon as zod
 * itself has loaded: pages import it first, and the build puts it in zod's own chunk, which runs
 * before any chunk that builds a schema (vite.config.ts).
 */
config({ jitless: true });
