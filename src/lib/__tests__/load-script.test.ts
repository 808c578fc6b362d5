/**
 * @jest-environment jsdom
 */
import { loadScript } from '../load-script';

const scripts = (src: string) => document.querySelectorAll(`script[src="${src}"]`);

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('loadScript', () => {
  it('adds the script once and resolves when it loads', async () => {
    const src = 'https://third.example/a.js';
    const first = loadScript(src);
    const second = loadScript(src);

    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(second).toBe(first);
  });

  it('rejects when the script fails, and a later call tries again', async () => {
    const src = 'https://third.example/b.js';
    const attempt = loadScript(src);
    scripts(src)[0]!.dispatchEvent(new Event('error'));

    await expect(attempt).rejects.toThrow('Could not load https://third.example/b.js');
    expect(scripts(src)).toHaveLength(0);
    void loadScript(src).catch(() => {});
    expect(scripts(src)).toHaveLength(1);
  });

  it('rejects when the script never arrives', async () => {
    jest.useFakeTimers();
    const attempt = loadScript('https://third.example/c.js', { timeoutMs: 5000 });
    jest.advanceTimersByTime(5000);

    await expect(attempt).rejects.toThrow('Timed out');
  });
});
