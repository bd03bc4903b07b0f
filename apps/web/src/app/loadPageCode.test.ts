import { describe, expect, it } from 'vitest';
import { inStages } from './loadPageCode';

describe('loading a page’s code in stages', () => {
  it('runs each stage, then the page, each in a task of its own', async () => {
    const steps: string[] = [];
    // A task queued while a stage runs must run before the next stage starts.
    const stage = (name: string) => async () => {
      steps.push(name);
      setTimeout(() => steps.push(`task after ${name}`), 0);
      await Promise.resolve();
    };
    const result = await inStages([stage('libraries'), stage('interface')], async () => {
      steps.push('page');
      return 'hydrated';
    });
    expect(result).toBe('hydrated');
    expect(steps).toEqual(['libraries', 'task after libraries', 'interface', 'task after interface', 'page']);
  });

  it('stops at a stage that fails, and the page is not loaded', async () => {
    let pageLoaded = false;
    const failing = () => Promise.reject(new Error('offline'));
    await expect(
      inStages([failing], async () => {
        pageLoaded = true;
      }),
    ).rejects.toThrow('offline');
    expect(pageLoaded).toBe(false);
  });
});
