import { JSDOM } from 'jsdom';
import { inlineScriptSource } from '../inline-script';

describe('the early-taps script, as bundled for the pages', () => {
  const source = inlineScriptSource('src/early/page-script.ts');

  it('is one self-contained classic script', () => {
    expect(source).toMatch(/^"use strict";\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('installs the recorder in a page once, however often it runs', () => {
    // Prepare
    const { window } = new JSDOM('<!DOCTYPE html><p>page</p>', { runScripts: 'outside-only' });

    // Act
    window.eval(source);
    const first = window.__earlyTaps;
    window.eval(source);

    // Assess
    expect(typeof first?.claim).toBe('function');
    expect(window.__earlyTaps).toBe(first);
  });
});
